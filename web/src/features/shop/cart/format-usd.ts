const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** A price in US dollars as the shop shows it (docs/product.md, Business constants and limits: currency USD): 28 → "$28.00". */
export const formatUsd = (dollars: number): string => usd.format(dollars);
