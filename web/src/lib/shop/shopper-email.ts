/**
 * A `mailto:` link to a shopper's address with each part percent-encoded (RFC 6068), so an address stored before the
 * shop's e-mail rule (`isShopperEmail` of `@momstride/contracts/rules`; `x@evil.example?cc=…&body=…`) opens a draft to that one address, never with added headers or a body.
 */
export const mailtoHref = (address: string): string => `mailto:${address.split('@').map(encodeURIComponent).join('@')}`;
