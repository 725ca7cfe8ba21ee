import { createHash } from 'node:crypto';

/**
 * The checkout's e-mail address rule (docs/security.md, L9), the same as the web's check
 * (web/src/lib/shop/shopper-email.ts; both are tested against docs/shopper-email-examples.json):
 * - at most 254 characters, of ASCII only, with one `@`;
 * - the local part: 1–64 of letters, digits and `. _ + ' -`, not starting or ending with a dot, no two dots together
 *   (so no `? % & , ; < > ( ) "`, spaces, or anything a mailto link or a mail header would read as syntax);
 * - the domain: two or more labels of letters, digits and inner hyphens (1–63 each), the last one letters (2–63) or
 *   an `xn--` name.
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

/** Providers whose mailboxes ignore dots in the local part (googlemail.com is gmail.com). */
const DOTLESS_DOMAINS: Readonly<Record<string, string>> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The mailbox an address reaches, for counting checkouts per shopper: lower-cased, a `+tag` dropped (sub-addressing,
 * which most providers offer), and for Gmail the dots dropped too — `Ann.Lee+x@GoogleMail.com` and `annlee@gmail.com`
 * are one mailbox.
 */
export function mailboxOf(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0) return lower;
  let local = lower.slice(0, at).replace(/\+.*$/, '');
  let domain = lower.slice(at + 1);
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) {
    domain = dotless;
    local = local.replaceAll('.', '');
  }
  return `${local}@${domain}`;
}

/** The key a shopper's checkouts are counted under: the mailbox's SHA-256, so the counters hold no address. */
export const mailboxKey = (address: string): string => createHash('sha256').update(mailboxOf(address)).digest('hex');
