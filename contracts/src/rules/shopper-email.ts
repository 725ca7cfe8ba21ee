/**
 * The shop's e-mail address rule (docs/security.md, L9), tested against docs/shopper-email-examples.json:
 * - at most 254 characters, of ASCII only, with one `@`;
 * - the local part: 1–64 of letters, digits and `. _ + ' -`, not starting or ending with a dot, no two dots together
 *   (so no `? % & , ; < > ( ) "`, spaces, or anything a mailto link or a mail header would read as syntax);
 * - the domain: two or more labels of letters, digits and inner hyphens (1–63 each), the last one letters (2–63) or
 *   an `xn--` name.
 * Checked lower-cased.
 */
const LOCAL = /^[a-z0-9_+'-]+(\.[a-z0-9_+'-]+)*$/i;
const LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/i;
const TOP_LABEL = /^([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/i;

export const EMAIL_MAX_LENGTH = 254;

export function isShopperEmail(address: string): boolean {
  if (address.length > EMAIL_MAX_LENGTH) return false;
  const at = address.lastIndexOf('@');
  if (at <= 0 || address.indexOf('@') !== at) return false;
  const local = address.slice(0, at);
  const labels = address.slice(at + 1).split('.');
  return (
    local.length <= 64 &&
    LOCAL.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => LABEL.test(label)) &&
    TOP_LABEL.test(labels[labels.length - 1]!)
  );
}
