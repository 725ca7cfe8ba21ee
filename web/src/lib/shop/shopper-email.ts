/**
 * The shop's e-mail address rule, the same as the server's (subgraphs/commerce/src/modules/checkout/shopper-email.ts;
 * both are tested against docs/shopper-email-examples.json; docs/security.md, L9): at most 254 ASCII characters, one
 * `@`; a local part of 1–64 letters, digits and `. _ + ' -` (no leading, trailing or double dot); a domain of two or
 * more labels of letters, digits and inner hyphens, the last one letters (or an `xn--` name). Checked lower-cased.
 */
const LOCAL = /^[a-z0-9_+'-]+(\.[a-z0-9_+'-]+)*$/i;
const LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/i;
const TOP_LABEL = /^([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/i;

export function isShopperEmail(address: string): boolean {
  if (address.length > 254) return false;
  const at = address.lastIndexOf('@');
  if (at <= 0 || address.indexOf('@') !== at) return false;
  const local = address.slice(0, at);
  const labels = address.slice(at + 1).split('.');
  return local.length <= 64 && LOCAL.test(local) && labels.length >= 2 && labels.every((label) => LABEL.test(label)) && TOP_LABEL.test(labels[labels.length - 1]!);
}

/**
 * A `mailto:` link to a shopper's address with each part percent-encoded (RFC 6068), so an address stored before the
 * rule above (`x@evil.example?cc=…&body=…`) opens a draft to that one address, never with added headers or a body.
 */
export const mailtoHref = (address: string): string => `mailto:${address.split('@').map(encodeURIComponent).join('@')}`;
