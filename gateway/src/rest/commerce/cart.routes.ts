import { CART_SESSION_ID_PATTERN, INVALID_CART_SESSION } from '@momstride/contracts/rules';
import { z } from 'zod';
import { defineRoute } from '../framework.js';
import { RestAddToCartDocument, RestCartDocument, RestCheckoutDocument, RestCreateCartDocument, RestRemoveCartItemDocument, RestSetCartItemQuantityDocument } from '../gql/graphql.js';
import { cartJson, toCartJson } from './cart.mapper.js';

/** A session id as older clients make it (a UUID qualifies); anything else is 422 before it reaches commerce. */
const sessionParams = z.object({ sessionId: z.string().regex(CART_SESSION_ID_PATTERN, INVALID_CART_SESSION) });
const itemParams = sessionParams.extend({ itemId: z.guid() });

// Shape only: the quantity's range (1–99), the variant's existence and availability are commerce's.
const addBody = z.object({
  product_id: z.string().nullish(),
  // "variant_id (as text)"; a number is taken as its text.
  variant_id: z.union([z.string(), z.number().int().nonnegative()]).transform(String),
  quantity: z.number().int(),
});

/** The checkout form of docs/product.md, Entities and fields (camelCase, as the browser sends it); an idempotency key in the body or the header. */
const checkoutBody = z.object({
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  email: z.string().nullish(),
  phone: z.string().nullish(),
  address1: z.string().nullish(),
  address2: z.string().nullish(),
  city: z.string().nullish(),
  region: z.string().nullish(),
  zip: z.string().nullish(),
  country: z.string().nullish(),
  idempotency_key: z.string().nullish(),
});

const text = (value: string | null | undefined) => value ?? '';

/**
 * The cart routes (public: no sign-in; a cart is only as private as its unguessable session id). `POST /cart` issues a
 * session id (128 random bits); older clients may still make their own (a random UUID), but no new cart is made
 * under a guessable one. The id stays in the path for older clients; the gateway's access log leaves it out.
 */
export const cartRoutes = [
  defineRoute({
    method: 'POST',
    path: '/cart',
    summary: 'Start an empty cart under a new server-issued session id (use its id in the paths below)',
    operation: RestCreateCartDocument,
    variables: () => ({}),
    returns: cartJson,
    response: (data) => toCartJson(data.createCart),
    status: 201,
  }),
  defineRoute({
    method: 'GET',
    path: '/cart/:sessionId',
    summary: 'A shopping cart by its session id (an unknown id is an empty cart)',
    params: sessionParams,
    operation: RestCartDocument,
    variables: ({ params }) => ({ sessionId: params.sessionId }),
    returns: cartJson,
    response: (data) => toCartJson(data.cart),
  }),
  defineRoute({
    method: 'POST',
    path: '/cart/:sessionId/items',
    summary: 'Add a product variant to a cart',
    params: sessionParams,
    body: addBody,
    operation: RestAddToCartDocument,
    variables: ({ params, body }) => ({ sessionId: params.sessionId, input: { productId: body.product_id ?? null, variantId: body.variant_id, quantity: body.quantity } }),
    returns: cartJson,
    response: (data) => toCartJson(data.addToCart),
  }),
  defineRoute({
    method: 'PUT',
    path: '/cart/:sessionId/items/:itemId',
    summary: 'Change a cart line’s quantity',
    params: itemParams,
    body: z.object({ quantity: z.number().int() }),
    operation: RestSetCartItemQuantityDocument,
    variables: ({ params, body }) => ({ sessionId: params.sessionId, itemId: params.itemId, quantity: body.quantity }),
    returns: cartJson,
    response: (data) => toCartJson(data.setCartItemQuantity),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/cart/:sessionId/items/:itemId',
    summary: 'Remove a line from a cart',
    params: itemParams,
    operation: RestRemoveCartItemDocument,
    variables: ({ params }) => ({ sessionId: params.sessionId, itemId: params.itemId }),
    returns: cartJson,
    response: (data) => toCartJson(data.removeCartItem),
  }),
  defineRoute({
    method: 'POST',
    path: '/cart/:sessionId/checkout',
    summary: 'Check out a cart: place an order request',
    params: sessionParams,
    body: checkoutBody,
    operation: RestCheckoutDocument,
    variables: ({ params, body, headers }) => {
      const header = headers['idempotency-key'];
      return {
        sessionId: params.sessionId,
        idempotencyKey: body.idempotency_key ?? (typeof header === 'string' ? header : null),
        input: {
          firstName: text(body.firstName),
          lastName: text(body.lastName),
          email: text(body.email),
          phone: body.phone ?? null,
          address1: text(body.address1),
          address2: body.address2 ?? null,
          city: text(body.city),
          region: text(body.region),
          zip: text(body.zip),
          country: text(body.country),
        },
      };
    },
    returns: z.object({ order_id: z.guid(), reference: z.string(), subtotal: z.number() }).meta({ id: 'CheckoutReply' }),
    response: (data) => ({ order_id: data.checkout.orderId, reference: data.checkout.reference, subtotal: data.checkout.subtotalCents / 100 }),
    status: 201,
  }),
];
