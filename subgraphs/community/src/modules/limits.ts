import { badUserInput } from '@momstride/kit';

/** Checks a list size argument (1..max) and returns it. */
export function checkLimit(limit: number, max: number): number {
  if (!Number.isInteger(limit) || limit < 1 || limit > max) {
    const message = `limit must be between 1 and ${max}`;
    throw badUserInput(message, [{ field: 'limit', message }]);
  }
  return limit;
}

/** One page of a list: at most `limit` rows after skipping `offset`. */
export interface Page {
  limit: number;
  offset: number;
}

export const LIMIT_TOO_SMALL = 'Limit must be at least 1';
export const OFFSET_NEGATIVE = 'Offset cannot be negative';

/**
 * The page a list argument pair asks for, bounded like accounts' lists: a `limit` above `max` gets `max`; a `limit`
 * below 1 or a negative `offset` is BAD_USER_INPUT.
 */
export function boundedPage(limit: number, offset: number, max: number): Page {
  if (!Number.isInteger(limit) || limit < 1) throw badUserInput(LIMIT_TOO_SMALL, [{ field: 'limit', message: LIMIT_TOO_SMALL }]);
  if (!Number.isInteger(offset) || offset < 0) throw badUserInput(OFFSET_NEGATIVE, [{ field: 'offset', message: OFFSET_NEGATIVE }]);
  return { limit: Math.min(limit, max), offset };
}
