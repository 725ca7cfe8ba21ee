/** Prices arrive in US cents (integers, as the shop stores them); people read dollars. */
const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$1,234.50": for people (tables on a terminal, details, confirmations). */
export const usd = (cents: number): string => DOLLARS.format(cents / 100);

/** "1234.50": for scripts (piped lines), no sign or grouping. */
export const plainUsd = (cents: number): string => (cents / 100).toFixed(2);
