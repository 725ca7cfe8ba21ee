const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** A price in US dollars as the shop shows it (spec §9: currency USD): 28 → "$28.00". */
export const formatUsd = (dollars: number): string => usd.format(dollars);
