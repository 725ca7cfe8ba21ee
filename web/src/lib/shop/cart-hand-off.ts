/**
 * How another page hands a cart to the checkout: `/checkout#cart=<session id>`. A fragment is never sent to a server,
 * so the id (the cart's only credential) stays out of request lines and access logs (docs/security.md, L3); links made
 * before it, `/checkout?cart=<id>`, are still read.
 */
export const checkoutUrlFor = (cartId: string): string => `/checkout#cart=${encodeURIComponent(cartId)}`;

/** The cart a checkout URL names: its `#cart=` fragment, else an older link's `?cart=`; null for none. */
export function cartNamedBy(hash: string, search: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('cart') ?? new URLSearchParams(search).get('cart');
}
