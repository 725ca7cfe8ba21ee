/** Prices live in integer cents; the API shows US dollars as numbers (docs/product.md, Entities and fields: Variant price_display), e.g. 2800 → 28. */
export const dollarsOf = (cents: number): number => Math.round(cents) / 100;

/** "$28.00" for mails and texts. */
export const formatUsd = (cents: number): string => `$${(cents / 100).toFixed(2)}`;
