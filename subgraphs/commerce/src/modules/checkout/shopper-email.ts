import { createHash } from 'node:crypto';

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
