import { describe, expect, it } from 'vitest';
import { createSubmissionKeys } from './submission-key';

describe('checkout idempotency keys', () => {
  it('reuses the key for the same submission sent again, and makes a new one when it changes', () => {
    let n = 0;
    const keys = createSubmissionKeys(() => `key-${++n}-abcdefgh`);
    const first = keys.keyFor({ sessionId: 's', input: { firstName: 'Ana' } });
    expect(keys.keyFor({ sessionId: 's', input: { firstName: 'Ana' } })).toBe(first);
    const changed = keys.keyFor({ sessionId: 's', input: { firstName: 'Anna' } });
    expect(changed).not.toBe(first);
    expect(keys.keyFor({ sessionId: 's', input: { firstName: 'Anna' } })).toBe(changed);
  });

  it('makes keys the server accepts by default (8–128 of A-Z a-z 0-9 _.:-)', () => {
    expect(createSubmissionKeys().keyFor({})).toMatch(/^[A-Za-z0-9_.:-]{8,128}$/);
  });
});
