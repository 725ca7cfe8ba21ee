import type { TypedDocumentNode } from '@apollo/client';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { HostedCartFieldsFragment, HostedProductFieldsFragment } from '../../gql/graphql';
import { checkoutUrlFor } from '../../lib/shop/cart-hand-off';
import type { Money, StorefrontCart, StorefrontClient, StorefrontImage, StorefrontProduct } from './storefront-client';
import { randomUuid } from '../../lib/random-uuid';

/** How the built-in adapter reaches MomStride's GraphQL API (the app's Apollo Client; a fake in tests). */
export interface GraphQLTransport {
  query<TData, TVariables extends Record<string, unknown>>(document: TypedDocumentNode<TData, TVariables>, variables: TVariables): Promise<TData>;
  mutate<TData, TVariables extends Record<string, unknown>>(document: TypedDocumentNode<TData, TVariables>, variables: TVariables): Promise<TData>;
}

const HostedProductFields = graphql(`
  fragment HostedProductFields on Product {
    id
    handle
    title
    description
    tags
    images {
      src
      isDefault
    }
    variants {
      id
      title
      priceDisplay
      isEnabled
    }
  }
`);

const HostedCartFields = graphql(`
  fragment HostedCartFields on Cart {
    id
    completed
    itemCount
    subtotal
    items {
      id
      variantId
      variantTitle
      productTitle
      image
      quantity
      unitPrice
      total
    }
  }
`);

export const HostedProductsQuery = graphql(`
  query HostedProducts($limit: Int!) {
    products(limit: $limit) {
      ...HostedProductFields
    }
  }
`);

export const HostedCartQuery = graphql(`
  query HostedCart($sessionId: String!) {
    cart(sessionId: $sessionId) {
      ...HostedCartFields
    }
  }
`);

export const HostedAddToCartMutation = graphql(`
  mutation HostedAddToCart($sessionId: String!, $input: AddToCartInput!) {
    addToCart(sessionId: $sessionId, input: $input) {
      ...HostedCartFields
    }
  }
`);

export const HostedSetQuantityMutation = graphql(`
  mutation HostedSetQuantity($sessionId: String!, $itemId: ID!, $quantity: Int!) {
    setCartItemQuantity(sessionId: $sessionId, itemId: $itemId, quantity: $quantity) {
      ...HostedCartFields
    }
  }
`);

export const HostedRemoveItemMutation = graphql(`
  mutation HostedRemoveItem($sessionId: String!, $itemId: ID!) {
    removeCartItem(sessionId: $sessionId, itemId: $itemId) {
      ...HostedCartFields
    }
  }
`);

/** The shop's catalogue is priced in US dollars (docs/product.md, Business constants and limits). */
const CURRENCY = 'USD';
const usd = (amount: number): Money => ({ amount: String(amount), currencyCode: CURRENCY });
const image = (src: string | null | undefined, altText: string | null = null): StorefrontImage | null => (src ? { url: src, altText } : null);

/** MomStride's checkout for that cart: the id in the URL's fragment, which never reaches a server (cart-hand-off.ts). */
export const momstrideCheckoutUrl = checkoutUrlFor;

/** A catalogue product in the Storefront shape: availableForSale ← isEnabled, price ← priceDisplay (USD). */
export function toStorefrontProduct(product: HostedProductFieldsFragment): StorefrontProduct {
  const featured = product.images.find((candidate) => candidate.isDefault) ?? product.images[0];
  return {
    id: product.id,
    handle: product.handle,
    title: product.title,
    description: product.description,
    tags: product.tags,
    featuredImage: image(featured?.src, product.title),
    variants: product.variants.map((variant) => ({
      id: variant.id,
      title: variant.title,
      availableForSale: variant.isEnabled,
      price: usd(variant.priceDisplay),
      image: null,
    })),
  };
}

/** A cart (by session id) in the Storefront shape: the session id is the cart's id, `completed` the cart's own. */
export function toStorefrontCart(cart: HostedCartFieldsFragment): StorefrontCart {
  return {
    id: cart.id,
    checkoutUrl: momstrideCheckoutUrl(cart.id),
    completed: cart.completed,
    totalQuantity: cart.itemCount,
    subtotalAmount: usd(cart.subtotal),
    lines: cart.items.map((item) => ({
      id: item.id,
      quantity: item.quantity,
      merchandise: {
        id: item.variantId,
        title: item.variantTitle,
        productTitle: item.productTitle,
        image: image(item.image, item.productTitle),
        price: usd(item.unitPrice),
      },
      totalAmount: usd(item.total),
    })),
  };
}

/** A new cart: a new session id (the commerce subgraph knows a cart once something is added; until then it is empty). */
function emptyCart(id: string): StorefrontCart {
  return { id, checkoutUrl: momstrideCheckoutUrl(id), completed: false, totalQuantity: 0, subtotalAmount: usd(0), lines: [] };
}

/** A new cart session id (a version 4 UUID). */
export const newCartId = randomUuid;

/** Every product the shop lists, up to this many (the server's cap on one page is 100). */
const CATALOGUE_LIMIT = 100;

/**
 * The default storefront: MomStride's own commerce subgraph over the app's GraphQL API. A cart is a cart session id (a
 * new `crypto.randomUUID()`); a collection is the products tagged with its handle ("featured").
 */
export function createMomStrideStorefront(transport: GraphQLTransport, newId: () => string = newCartId): StorefrontClient {
  const cartOf = (ref: FragmentType<typeof HostedCartFields>) => toStorefrontCart(getFragmentData(HostedCartFields, ref));
  const catalogue = async (limit: number) => {
    const data = await transport.query(HostedProductsQuery, { limit });
    return getFragmentData(HostedProductFields, data.products).map(toStorefrontProduct);
  };
  return {
    async createCart() {
      return emptyCart(newId());
    },
    async fetchCart(cartId) {
      const data = await transport.query(HostedCartQuery, { sessionId: cartId });
      return cartOf(data.cart);
    },
    async addLines(cartId, lines) {
      let cart: StorefrontCart | null = null;
      for (const line of lines) {
        const data = await transport.mutate(HostedAddToCartMutation, { sessionId: cartId, input: { variantId: line.merchandiseId, quantity: line.quantity } });
        cart = cartOf(data.addToCart);
      }
      return cart ?? (await this.fetchCart(cartId)) ?? emptyCart(cartId);
    },
    async updateLines(cartId, lines) {
      let cart: StorefrontCart | null = null;
      for (const line of lines) {
        const data = await transport.mutate(HostedSetQuantityMutation, { sessionId: cartId, itemId: line.id, quantity: line.quantity });
        cart = cartOf(data.setCartItemQuantity);
      }
      return cart ?? (await this.fetchCart(cartId)) ?? emptyCart(cartId);
    },
    async removeLines(cartId, lineIds) {
      let cart: StorefrontCart | null = null;
      for (const itemId of lineIds) {
        const data = await transport.mutate(HostedRemoveItemMutation, { sessionId: cartId, itemId });
        cart = cartOf(data.removeCartItem);
      }
      return cart ?? (await this.fetchCart(cartId)) ?? emptyCart(cartId);
    },
    async collectionProducts(handle, first) {
      const wanted = handle.toLowerCase();
      const tagged = (await catalogue(CATALOGUE_LIMIT)).filter((product) => product.tags.some((tag) => tag.toLowerCase() === wanted));
      return tagged.slice(0, first);
    },
    async products(first) {
      return catalogue(first);
    },
  };
}
