const counts = new Intl.NumberFormat('en-US');

/** A count as people read it: 100,000. */
export const formatCount = (value: number): string => counts.format(value);
