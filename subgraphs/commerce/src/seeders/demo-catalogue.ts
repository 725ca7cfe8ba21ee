/**
 * MomStride's merchandise line as the demo shows it (print-on-demand shape: variants per size and colour, one image per
 * colour; illustrations in web/public/shop/). Prices in US cents. One variant is sold out (disabled).
 */
export interface DemoProduct {
  handle: string;
  title: string;
  description: string;
  tags: string[];
  features: string[];
  /** One image per colour; the first is the default. */
  images: Record<string, string>;
  colours: string[];
  sizes: string[];
  priceCents: number | ((size: string) => number);
  /** Variants ("Colour / Size") that are sold out. */
  soldOut?: string[];
}

const APPAREL_SIZES = ['XS', 'S', 'M', 'L', 'XL', '2XL'];
const image = (name: string) => `/shop/${name}.svg`;

export const demoCatalogue: readonly DemoProduct[] = [
  {
    handle: 'walk-together-tee',
    title: 'Walk Together Tee',
    description:
      'Our signature tee for Saturday walks and school runs alike. Soft, breathable cotton with a relaxed fit that layers under a jacket or stands on its own, printed with the words that started it all.',
    tags: ['t-shirt', 'apparel'],
    features: ['100% combed ring-spun cotton', 'Relaxed unisex fit', 'Printed to order'],
    images: { Sage: image('walk-together-tee-sage'), Blush: image('walk-together-tee-blush'), Navy: image('walk-together-tee-navy') },
    colours: ['Sage', 'Blush', 'Navy'],
    sizes: APPAREL_SIZES,
    priceCents: (size) => (size === '2XL' ? 3000 : 2800),
    soldOut: ['Navy / XS'],
  },
  {
    handle: 'sunrise-miles-hoodie',
    title: 'Sunrise Miles Hoodie',
    description: 'A cosy mid-weight hoodie for early starts: brushed fleece inside, a roomy front pocket for keys and snacks, and our sunrise on the chest.',
    tags: ['hoodie', 'apparel'],
    features: ['Brushed cotton-poly fleece', 'Front pouch pocket', 'Printed to order'],
    images: { Oat: image('sunrise-miles-hoodie-oat'), Plum: image('sunrise-miles-hoodie-plum') },
    colours: ['Oat', 'Plum'],
    sizes: ['S', 'M', 'L', 'XL', '2XL'],
    priceCents: 5400,
  },
  {
    handle: 'one-mile-crewneck',
    title: 'One Mile at a Time Crewneck',
    description: 'The sweatshirt you will reach for after every walk. Heather grey, classic crew neck, and a gentle reminder stitched into every wear: one mile at a time.',
    tags: ['clothing', 'apparel'],
    features: ['Classic crew neck', 'Ribbed cuffs and hem', 'Printed to order'],
    images: { 'Heather Grey': image('one-mile-crewneck-heather') },
    colours: ['Heather Grey'],
    sizes: ['S', 'M', 'L', 'XL'],
    priceCents: 4600,
  },
  {
    handle: 'mama-means-business-tote',
    title: 'Mama Means Business Tote',
    description: 'A sturdy canvas tote for the laptop, the lunchbox and the farmers market haul. Long handles that sit comfortably on the shoulder.',
    tags: ['bag', 'accessories'],
    features: ['Heavy 12 oz canvas', '15" × 16" with long handles', 'Printed to order'],
    images: { Natural: image('mama-means-business-tote') },
    colours: ['Natural'],
    sizes: ['One size'],
    priceCents: 2400,
  },
  {
    handle: 'stride-water-bottle',
    title: 'Stride Water Bottle',
    description: 'Double-walled stainless steel that keeps water cold for the whole loop and coffee hot for the chat afterwards. Fits most stroller cup holders.',
    tags: ['drinkware', 'accessories'],
    features: ['Double-wall insulated', 'Leak-proof lid', 'BPA free'],
    images: { White: image('stride-bottle-white'), Sage: image('stride-bottle-sage') },
    colours: ['White', 'Sage'],
    sizes: ['20 oz'],
    priceCents: 3200,
  },
  {
    handle: 'momstride-walking-cap',
    title: 'MomStride Walking Cap',
    description: 'A soft, unstructured cap that keeps the sun out of your eyes on long walks. Adjustable strap, embroidered sunrise.',
    tags: ['hat', 'accessories'],
    features: ['Embroidered logo', 'Adjustable strap', 'Washed cotton twill'],
    images: { Navy: image('walking-cap-navy'), Blush: image('walking-cap-blush') },
    colours: ['Navy', 'Blush'],
    sizes: ['One size'],
    priceCents: 2600,
  },
  {
    handle: 'morning-walk-mug',
    title: 'Morning Walk Club Mug',
    description: 'For the cup of coffee you earned. Glossy ceramic, dishwasher and microwave safe.',
    tags: ['mug', 'accessories'],
    features: ['Glossy ceramic', 'Dishwasher safe', 'Printed to order'],
    images: { White: image('morning-walk-mug') },
    colours: ['White'],
    sizes: ['11 oz', '15 oz'],
    priceCents: (size) => (size === '15 oz' ? 2100 : 1800),
  },
  {
    handle: 'momstride-sticker-pack',
    title: 'MomStride Sticker Pack',
    description: 'Four weatherproof vinyl stickers for water bottles, laptops and strollers.',
    tags: ['stickers', 'accessories'],
    features: ['Four die-cut stickers', 'Weatherproof vinyl'],
    images: { Assorted: image('sticker-pack') },
    colours: ['Assorted'],
    sizes: ['Pack of 4'],
    priceCents: 800,
  },
];

export const demoProductId = (index: number): string => `0b6a4f1e-5d1c-4c1e-9a51-a${String(index + 1).padStart(11, '0')}`;
/** Print-on-demand style numeric ids, as text: product 1's variants 10101, 10102…, product 2's 10201… */
export const demoVariantId = (productIndex: number, variantIndex: number): string => String(10_000 + (productIndex + 1) * 100 + variantIndex + 1);

/** Demo order requests, so the Admin Panel's Orders tab has something to act on. Lines name demo products and variants. */
export interface DemoOrder {
  firstName: string;
  lastName: string;
  email: string;
  address1: string;
  city: string;
  region: string;
  zip: string;
  country: 'US' | 'CA';
  status: 'new' | 'confirmed';
  hoursAgo: number;
  /** [product index, variant index, quantity] */
  lines: ReadonlyArray<readonly [number, number, number]>;
}

export const demoOrders: readonly DemoOrder[] = [
  { firstName: 'Renee', lastName: 'Walker', email: 'renee.walker@example.com', address1: '418 Pecan Street', city: 'Austin', region: 'TX', zip: '78704', country: 'US', status: 'new', hoursAgo: 5, lines: [[0, 2, 2], [4, 0, 1]] },
  { firstName: 'Chloe', lastName: 'Tremblay', email: 'chloe.tremblay@example.ca', address1: '77 Rue Saint-Paul', city: 'Montréal', region: 'QC', zip: 'H2Y 1G7', country: 'CA', status: 'confirmed', hoursAgo: 30, lines: [[1, 7, 1]] },
];

export const demoOrderId = (index: number): string => `0b6a4f1e-5d1c-4c1e-9a51-b${String(index + 1).padStart(11, '0')}`;
