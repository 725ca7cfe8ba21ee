import { UsageError } from '../services/errors.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id argument (a UUID, as the list commands show them), lower-cased; anything else is a usage error (exit 2). */
export function parseId(raw: string, expected: string): string {
  const value = raw.trim();
  if (!UUID.test(value)) throw new UsageError(`Expected ${expected}, got "${raw}"`);
  return value.toLowerCase();
}
