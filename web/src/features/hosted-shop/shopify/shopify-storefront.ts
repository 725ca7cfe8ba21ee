import { StorefrontError, type Money, type StorefrontCart, type StorefrontClient, type StorefrontImage, type StorefrontProduct } from '../storefront-client';
import { CART_CREATE, CART_LINES_ADD, CART_LINES_REMOVE, CART_LINES_UPDATE, CART_QUERY, COLLECTION_PRODUCTS, PRODUCTS } from './storefront-documents';

/** The Storefront API version these operations are written against (the gateway names it too). */
export const SHOPIFY_API_VERSION = '2025-01';

export interface ShopifyStorefrontOptions {
  /** The store's host name, e.g. `momstride-demo.myshopify.com`. */
  storeDomain: string;
  /** A Storefront API public access token. */
  storefrontAccessToken: string;
  apiVersion?: string;
  /** `fetch`, or a stand-in in tests. */
  fetch?: typeof fetch;
}

// --- The Storefront API's response shapes (the fields the documents ask for) ---

interface Edges<T> {
  edges: Array<{ node: T }>;
}

interface ShopifyCartLine {
  id: string;
  quantity: number;
  cost: { totalAmount: Money };
  merchandise: { id: string; title: string; image: StorefrontImage | null; price: Money; product: { title: string } };
}

interface ShopifyCart {
  id: string;
  checkoutUrl: string;
  totalQuantity: number;
  cost: { subtotalAmount: Money };
  lines: Edges<ShopifyCartLine>;
}

interface ShopifyProduct {
  id: string;
  handle: string;
  title: string;
  description: string;
  tags: string[];
  featuredImage: StorefrontImage | null;
  variants: Edges<{ id: string; title: string; availableForSale: boolean; price: Money; image: StorefrontImage | null }>;
}

interface UserError {
  field: string[] | null;
  message: string;
  code: string | null;
}

interface CartPayload {
  cart: ShopifyCart | null;
  userErrors: UserError[];
}

interface GraphQLResponse<T> {
  data?: T | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }> | string;
}

// --- Mapping to the storefront client's shapes ---

const nodes = <T>(connection: Edges<T>): T[] => connection.edges.map((edge) => edge.node);

export function fromShopifyCart(cart: ShopifyCart): StorefrontCart {
  return {
    id: cart.id,
    checkoutUrl: cart.checkoutUrl,
    // A Shopify cart that was checked out is gone (the cart query answers null), never "completed".
    completed: false,
    totalQuantity: cart.totalQuantity,
    subtotalAmount: cart.cost.subtotalAmount,
    lines: nodes(cart.lines).map((line) => ({
      id: line.id,
      quantity: line.quantity,
      merchandise: {
        id: line.merchandise.id,
        title: line.merchandise.title,
        productTitle: line.merchandise.product.title,
        image: line.merchandise.image,
        price: line.merchandise.price,
      },
      totalAmount: line.cost.totalAmount,
    })),
  };
}

export function fromShopifyProduct(product: ShopifyProduct): StorefrontProduct {
  return {
    id: product.id,
    handle: product.handle,
    title: product.title,
    description: product.description,
    tags: product.tags,
    featuredImage: product.featuredImage,
    variants: nodes(product.variants),
  };
}

/**
 * A Shopify store through its Storefront API (`https://{domain}/api/{version}/graphql.json`, the public access token in
 * `X-Shopify-Storefront-Access-Token`), straight from the browser (the gateway adds the store to the CSP's connect-src).
 * GraphQL errors, user errors and failed requests become StorefrontErrors with Shopify's words.
 */
export function createShopifyStorefront(options: ShopifyStorefrontOptions): StorefrontClient {
  const endpoint = `https://${options.storeDomain}/api/${options.apiVersion ?? SHOPIFY_API_VERSION}/graphql.json`;
  const send = options.fetch ?? ((input, init) => fetch(input, init));

  async function request<T>(query: string, variables: Record<string, unknown>): Promise<T> {
    const response = await send(endpoint, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'X-Shopify-Storefront-Access-Token': options.storefrontAccessToken,
      },
      body: JSON.stringify({ query, variables }),
    });
    let body: GraphQLResponse<T> | null = null;
    try {
      body = (await response.json()) as GraphQLResponse<T>;
    } catch {
      body = null;
    }
    const errors = body?.errors;
    if (typeof errors === 'string') throw new StorefrontError(errors, String(response.status));
    if (errors && errors.length > 0) {
      const [first] = errors;
      throw new StorefrontError(first?.message || 'The storefront refused the request', first?.extensions?.code);
    }
    if (!response.ok) throw new StorefrontError(`The storefront answered ${response.status}`, String(response.status));
    if (!body?.data) throw new StorefrontError('The storefront answered without data');
    return body.data;
  }

  async function cartMutation(query: string, variables: Record<string, unknown>, field: string): Promise<StorefrontCart> {
    const data = await request<Record<string, CartPayload>>(query, variables);
    const payload = data[field];
    const [problem] = payload?.userErrors ?? [];
    if (problem) throw new StorefrontError(problem.message, problem.code ?? undefined);
    if (!payload?.cart) throw new StorefrontError('The storefront answered without a cart');
    return fromShopifyCart(payload.cart);
  }

  return {
    createCart: () => cartMutation(CART_CREATE, {}, 'cartCreate'),
    async fetchCart(cartId) {
      const data = await request<{ cart: ShopifyCart | null }>(CART_QUERY, { cartId });
      return data.cart ? fromShopifyCart(data.cart) : null;
    },
    addLines: (cartId, lines) => cartMutation(CART_LINES_ADD, { cartId, lines }, 'cartLinesAdd'),
    updateLines: (cartId, lines) => cartMutation(CART_LINES_UPDATE, { cartId, lines }, 'cartLinesUpdate'),
    removeLines: (cartId, lineIds) => cartMutation(CART_LINES_REMOVE, { cartId, lineIds }, 'cartLinesRemove'),
    async collectionProducts(handle, first) {
      const data = await request<{ collection: { products: Edges<ShopifyProduct> } | null }>(COLLECTION_PRODUCTS, { handle, first });
      return data.collection ? nodes(data.collection.products).map(fromShopifyProduct) : null;
    },
    async products(first) {
      const data = await request<{ products: Edges<ShopifyProduct> }>(PRODUCTS, { first });
      return nodes(data.products).map(fromShopifyProduct);
    },
  };
}
