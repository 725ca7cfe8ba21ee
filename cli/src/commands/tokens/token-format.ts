import type { AccessTokenDetailFragment } from '../../gql/graphql.js';
import type { TableColumn } from '../../services/output.js';

type Token = AccessTokenDetailFragment;

/** "Mar 4, 2026": a day in the local time zone. */
export function localDay(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

/** "just now", "5 minutes ago", "3 hours ago", "2 days ago", then the day. */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const minutes = Math.floor((now - new Date(iso).getTime()) / 60_000);
  if (minutes < 1) return 'just now';
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return plural(hours, 'hour');
  const days = Math.floor(hours / 24);
  if (days < 30) return plural(days, 'day');
  return localDay(iso);
}

/** "msp_Ab12Cd34…": the start of the secret, enough to recognise it. */
export const shownPrefix = (token: Pick<Token, 'prefix'>): string => `${token.prefix}…`;

export const lastUsedText = (token: Pick<Token, 'lastUsedAt'>): string => (token.lastUsedAt ? relativeTime(token.lastUsedAt) : 'never');

export function expiresText(token: Pick<Token, 'expiresAt' | 'expired'>): string {
  if (token.expired) return token.expiresAt ? `expired ${localDay(token.expiresAt)}` : 'expired';
  return token.expiresAt ? localDay(token.expiresAt) : 'no expiry';
}

/**
 * Columns of `tokens list`. On a terminal: name, scopes, the prefix people recognise, days and relative times. Piped,
 * for scripts: the id first (`tokens revoke` takes it), then the same with the server's ISO 8601 instants (empty when
 * never used or never expiring) and `expired` as true/false.
 */
export function tokenColumns(rich: boolean): TableColumn<Token>[] {
  if (!rich) {
    return [
      { header: 'ID', value: (token) => token.id },
      { header: 'Name', value: (token) => token.name },
      { header: 'Scopes', value: (token) => token.scopes.join(',') },
      { header: 'Prefix', value: (token) => token.prefix },
      { header: 'Created', value: (token) => token.createdAt },
      { header: 'Last used', value: (token) => token.lastUsedAt ?? '' },
      { header: 'Expires', value: (token) => token.expiresAt ?? '' },
      { header: 'Expired', value: (token) => String(token.expired) },
    ];
  }
  return [
    { header: 'ID', value: (token) => token.id, keepWidth: true },
    { header: 'Name', value: (token) => token.name },
    { header: 'Scopes', value: (token) => token.scopes.join(', ') },
    { header: 'Prefix', value: shownPrefix },
    { header: 'Created', value: (token) => localDay(token.createdAt) },
    { header: 'Last used', value: lastUsedText },
    { header: 'Expires', value: expiresText, color: (token) => (token.expired ? 'red' : undefined) },
  ];
}

/** `token "deploy bot" (msp_Ab12Cd34…, scopes read, write)`, for prompts and messages. */
export function describeToken(token: Pick<Token, 'name' | 'prefix' | 'scopes'>): string {
  return `token "${token.name}" (${shownPrefix(token)}, scopes ${token.scopes.join(', ')})`;
}
