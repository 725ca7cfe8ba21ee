import { randomUuid } from '../../../lib/random-uuid';

/**
 * Idempotency keys for the checkout's submits: the same submission (same cart, same form) sent again — a double
 * click, a retry after a lost answer — carries the same key, so the server answers with the one order it made;
 * a changed form is a new submission with a new key.
 */
export function createSubmissionKeys(newKey: () => string = randomUuid): { keyFor(submission: unknown): string } {
  let last: { fingerprint: string; key: string } | null = null;
  return {
    keyFor(submission) {
      const fingerprint = JSON.stringify(submission);
      if (last?.fingerprint !== fingerprint) last = { fingerprint, key: newKey() };
      return last.key;
    },
  };
}
