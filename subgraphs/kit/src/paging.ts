import { badUserInput } from './errors.js';

/** One page of a list: at most `limit` rows after skipping `offset`. */
export interface Page {
  limit: number;
  offset: number;
}

export const LIMIT_TOO_SMALL = 'Limit must be at least 1';
export const OFFSET_NEGATIVE = 'Offset cannot be negative';

/**
 * The page a list argument pair asks for, bounded: a `limit` above `max` gets `max` (never an error, so a client
 * asking for "everything" gets the largest page); a `limit` below 1 or a negative `offset` is BAD_USER_INPUT.
 */
export function boundedPage(limit: number, offset: number, max: number): Page {
  if (!Number.isInteger(limit) || limit < 1) throw badUserInput(LIMIT_TOO_SMALL, [{ field: 'limit', message: LIMIT_TOO_SMALL }]);
  if (!Number.isInteger(offset) || offset < 0) throw badUserInput(OFFSET_NEGATIVE, [{ field: 'offset', message: OFFSET_NEGATIVE }]);
  return { limit: Math.min(limit, max), offset };
}

/** What a list's `offset` argument means, for its schema description. */
export const OFFSET_DESCRIPTION = 'Rows to skip before the page (0 or more; negative is BAD_USER_INPUT)';

/** What a `limit` argument read by boundedPage means, for its schema description. */
export const boundedLimitDescription = (max: number): string => `Page size: at least 1 (less is BAD_USER_INPUT); above ${max} gets ${max}`;
