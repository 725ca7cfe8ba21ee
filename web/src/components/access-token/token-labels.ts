import type { AccessTokenScope } from '../../gql/graphql';
import { formatDay, formatRelative } from '../../lib/dates';

/** The longest token name the server takes. */
export const TOKEN_NAME_MAX = 100;

/** Each scope with what it lets a token do, in the order the form lists them. */
export const SCOPE_CHOICES: ReadonlyArray<{ scope: AccessTokenScope; label: string; hint: string; adminOnly?: true }> = [
  { scope: 'read', label: 'Read', hint: "Read your data and the community's" },
  { scope: 'write', label: 'Write', hint: 'Post, follow, join events, message…' },
  { scope: 'admin', label: 'Admin', hint: 'Admin Panel operations', adminOnly: true },
];

export const SCOPE_LABELS: Record<AccessTokenScope, string> = { read: 'Read', write: 'Write', admin: 'Admin' };

/** The expiry choices of the form: days, or null for a token that never expires. */
export const EXPIRY_CHOICES: ReadonlyArray<{ value: string; label: string; days: number | null }> = [
  { value: '7', label: '7 days', days: 7 },
  { value: '30', label: '30 days', days: 30 },
  { value: '90', label: '90 days', days: 90 },
  { value: '365', label: '1 year', days: 365 },
  { value: 'never', label: 'No expiration', days: null },
];

export const DEFAULT_EXPIRY = '30';

/** The longest expiry of a token with the admin scope (the server's rule: such a token always expires). */
export const ADMIN_MAX_EXPIRY_DAYS = 90;

/** The expiry choices for the chosen scopes: with Admin, only those of at most 90 days. */
export function expiryChoicesFor(withAdmin: boolean): typeof EXPIRY_CHOICES {
  return withAdmin ? EXPIRY_CHOICES.filter((choice) => choice.days !== null && choice.days <= ADMIN_MAX_EXPIRY_DAYS) : EXPIRY_CHOICES;
}

/** The days the server is asked for: null (never expires) for "No expiration". */
export function expiryDays(value: string): number | null {
  const choice = EXPIRY_CHOICES.find((candidate) => candidate.value === value);
  return choice ? choice.days : Number(DEFAULT_EXPIRY);
}

/** Scopes in the form's order, read always among them. */
export function orderedScopes(chosen: ReadonlySet<AccessTokenScope>): AccessTokenScope[] {
  return SCOPE_CHOICES.map((choice) => choice.scope).filter((scope) => scope === 'read' || chosen.has(scope));
}

/** "msp_Ab12Cd34…": the start of the secret, enough to recognise it. */
export const shownPrefix = (prefix: string): string => `${prefix}…`;

/** "Last used: 5m ago" (the app's one time label, docs/product.md, Business constants and limits) / "Never used". */
export function lastUsedLabel(lastUsedAt: string | null | undefined, now: number = Date.now()): string {
  return lastUsedAt ? `Last used: ${formatRelative(lastUsedAt, now)}` : 'Never used';
}

/** "Expires Mar 4, 2026" / "No expiry" (an expired token shows its badge instead). */
export function expiryLabel(expiresAt: string | null | undefined, expired: boolean): string {
  if (!expiresAt) return 'No expiry';
  return `${expired ? 'Expired' : 'Expires'} ${formatDay(expiresAt)}`;
}
