import { badUserInput } from '@momstride/kit';

/** Checks a list size argument (1..max) and returns it. */
export function checkLimit(limit: number, max: number): number {
  if (!Number.isInteger(limit) || limit < 1 || limit > max) {
    const message = `limit must be between 1 and ${max}`;
    throw badUserInput(message, [{ field: 'limit', message }]);
  }
  return limit;
}
