const counts = new Intl.NumberFormat('en-US');

/** A count as people read it: 100,000. */
export const formatCount = (value: number): string => counts.format(value);

const amounts = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A measured amount as people read it: 10,000 steps, 12.5 miles. */
export const formatAmount = (value: number): string => amounts.format(value);
