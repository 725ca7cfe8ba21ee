/**
 * The hosted storefront service the alternative shop (/shop-old) talks to (docs/product.md, Alternative shop, and The calls: cart
 * create, fetch, lines add / update / remove, collection and product fetch), shaped like Shopify's Storefront API so a
 * real Shopify store can stand behind it. Two adapters: MomStride's own commerce subgraph (momstride-storefront.ts, the
 * default) and a Shopify store (shopify/shopify-storefront.ts), chosen by the gateway's configuration.
 */

/** A decimal amount as text ("28.0") and its ISO 4217 currency, as the Storefront API's `MoneyV2`. */
export interface Money {
  amount: string;
  currencyCode: string;
}

export interface StorefrontImage {
  url: string;
  altText: string | null;
}

export interface StorefrontVariant {
  /** What a cart line's `merchandiseId` names. */
  id: string;
  title: string;
  /** False when sold out (or discontinued): shown disabled, reading Sold Out. */
  availableForSale: boolean;
  price: Money;
  image: StorefrontImage | null;
}

export interface StorefrontProduct {
  id: string;
  handle: string;
  title: string;
  description: string;
  tags: string[];
  featuredImage: StorefrontImage | null;
  variants: StorefrontVariant[];
}

export interface StorefrontCartLine {
  id: string;
  quantity: number;
  merchandise: {
    id: string;
    /** The variant's title ("Sage / M"); "Default Title" for a product without options. */
    title: string;
    productTitle: string;
    image: StorefrontImage | null;
    price: Money;
  };
  /** Unit price × quantity. */
  totalAmount: Money;
}

export interface StorefrontCart {
  id: string;
  /** Where Secure Checkout goes (opened in a new tab). */
  checkoutUrl: string;
  /** Checked out: the shop starts a new cart (a Shopify cart is gone instead: `fetchCart` answers null). */
  completed: boolean;
  totalQuantity: number;
  subtotalAmount: Money;
  lines: StorefrontCartLine[];
}

export interface CartLineInput {
  merchandiseId: string;
  quantity: number;
}

export interface CartLineUpdate {
  id: string;
  quantity: number;
}

export interface StorefrontClient {
  /** A new, empty cart. */
  createCart(): Promise<StorefrontCart>;
  /** The cart with that id, or null when the service does not know it (any more). */
  fetchCart(cartId: string): Promise<StorefrontCart | null>;
  addLines(cartId: string, lines: CartLineInput[]): Promise<StorefrontCart>;
  updateLines(cartId: string, lines: CartLineUpdate[]): Promise<StorefrontCart>;
  removeLines(cartId: string, lineIds: string[]): Promise<StorefrontCart>;
  /** Up to `first` products of the collection with that handle; null when there is no such collection. */
  collectionProducts(handle: string, first: number): Promise<StorefrontProduct[] | null>;
  /** Up to `first` products of the store. */
  products(first: number): Promise<StorefrontProduct[]>;
}

/** A refusal or failure of the storefront service, with its own words (a user error, a GraphQL error, a status). */
export class StorefrontError extends Error {
  override name = 'StorefrontError';
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}
