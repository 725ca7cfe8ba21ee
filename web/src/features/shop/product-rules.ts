/** The shop's rules for showing products (docs/product.md, States and transitions: Shop; Business constants and limits), free of React so they are tested alone. */

export type ShopCategory = 'apparel' | 'accessories';

/** docs/product.md, States and transitions: apparel if the tags include one of these; otherwise accessories. */
const APPAREL_TAGS = new Set(['t-shirt', 'clothing', 'apparel', 'shirt', 'hoodie']);

/** docs/product.md, Business constants and limits: descriptions are cut at 150 characters; up to 6 variants per card plus '+N more'. */
export const DESCRIPTION_LIMIT = 150;
export const VARIANTS_SHOWN = 6;

export function categoryOf(tags: readonly string[]): ShopCategory {
  return tags.some((tag) => APPAREL_TAGS.has(tag.trim().toLowerCase())) ? 'apparel' : 'accessories';
}

/** How many products each tab holds: All Products, Apparel, Accessories. */
export function countByCategory(products: ReadonlyArray<{ tags: readonly string[] }>): Record<'all' | ShopCategory, number> {
  const counts = { all: products.length, apparel: 0, accessories: 0 };
  for (const product of products) counts[categoryOf(product.tags)] += 1;
  return counts;
}

interface VariantLike {
  isEnabled: boolean;
  isDefault: boolean;
}

/** docs/product.md, States and transitions: the enabled default, else the first enabled, else the first (undefined when there are none). */
export function defaultVariant<V extends VariantLike>(variants: readonly V[]): V | undefined {
  return variants.find((v) => v.isEnabled && v.isDefault) ?? variants.find((v) => v.isEnabled) ?? variants[0];
}

/**
 * The description as the card shows it: at most 150 characters, cut at the last word that fits with an ellipsis
 * (the ellipsis counted in), whole when it fits. Cuts never split a surrogate pair.
 */
export function truncateDescription(text: string, limit = DESCRIPTION_LIMIT): string {
  const chars = [...text.trim()];
  if (chars.length <= limit) return chars.join('');
  const room = chars.slice(0, limit - 1).join('');
  const endsAtWord = /\s/u.test(chars[limit - 1] ?? ' ');
  const lastSpace = room.lastIndexOf(' ');
  const cut = endsAtWord || lastSpace < limit * 0.6 ? room : room.slice(0, lastSpace);
  return `${cut.replace(/[\s,.;:!?–—-]+$/u, '')}…`;
}

/** The variant buttons a card shows (the first six, or all when opened) and how many the '+N more' note counts. */
export function visibleVariants<V>(variants: readonly V[], showAll: boolean, limit = VARIANTS_SHOWN): { shown: readonly V[]; more: number } {
  if (showAll || variants.length <= limit) return { shown: variants, more: Math.max(0, variants.length - limit) };
  return { shown: variants.slice(0, limit), more: variants.length - limit };
}
