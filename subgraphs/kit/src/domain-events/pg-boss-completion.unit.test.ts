import PgBoss from 'pg-boss';
import { describe, expect, it } from 'vitest';
import { guardPgBossCompletions } from './pg-boss-completion.js';

describe('the completion guard', () => {
  it('keeps complete and fail callable on a PgBoss made after it (pg-boss exposes them by function name)', () => {
    guardPgBossCompletions();
    const boss = new PgBoss({ connectionString: 'postgres://nobody@127.0.0.1:1/none' }) as unknown as Record<string, unknown>;
    expect(typeof boss['complete']).toBe('function');
    expect(typeof boss['fail']).toBe('function');
  });
});
