import { randomBytes, randomUUID } from 'node:crypto';
import { createOrmConfig, initOrm, type MikroORM } from '@momstride/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEventsDatabaseUrl, queryRows, registerUser, subgraph } from '@momstride/testing';
import { entities, LOGIN_LIMITS_TABLE } from '../../entities.js';
import {
  ACCOUNT_FAILURES_FORGOTTEN_AFTER_SECONDS,
  ACCOUNT_FAILURES_TABLE,
  KNOWN_ADDRESS_DAYS,
  KNOWN_ADDRESSES_TABLE,
} from '../auth/throttle.js';
import { HOUSEKEEPING_CRON, HOUSEKEEPING_QUEUE } from './housekeeping.schedule.js';
import { pruneStaleRows, SESSION_REVOCATION_RETENTION_MS } from './prune-stale-rows.js';

const accounts = subgraph('accounts');

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const hash = () => randomBytes(32).toString('hex');

describe('accounts housekeeping', () => {
  let orm: MikroORM;

  beforeAll(async () => {
    orm = await initOrm(createOrmConfig({ clientUrl: accounts.databaseUrl(), entities, migrationsPath: '/nonexistent', poolMax: 2 }));
  });

  afterAll(async () => {
    await orm?.close(true);
  });

  it('prunes exactly the stale tokens, revocations, rate-limit counters and sign-in records, and nothing else', async () => {
    const { user } = await registerUser();
    const now = Date.now();
    const at = (offsetMs: number) => new Date(now + offsetMs);
    const DAY = 24 * HOUR;
    // [id, family, created_at, used_at, revoked_at, expires_at]
    const [dead, live, tooOld] = [randomUUID(), randomUUID(), randomUUID()];
    const refresh = {
      deadRotated: [randomUUID(), dead, at(-40 * DAY), at(-39 * DAY), null, at(-10 * DAY)],
      deadLast: [randomUUID(), dead, at(-39 * DAY), null, null, at(-MINUTE)],
      // An expired, rotated token of a family that still has a live one: kept (the family's sign-in time, reuse detection).
      liveRotatedExpired: [randomUUID(), live, at(-40 * DAY), at(-31 * DAY), null, at(-10 * DAY)],
      liveCurrent: [randomUUID(), live, at(-31 * DAY), null, null, at(HOUR)],
      revokedNotExpired: [randomUUID(), randomUUID(), at(-DAY), null, at(-MINUTE), at(HOUR)],
      tooOldFirst: [randomUUID(), tooOld, at(-91 * DAY), at(-61 * DAY), null, at(-60 * DAY)],
      tooOldCurrent: [randomUUID(), tooOld, at(-DAY), null, null, at(29 * DAY)],
    } as const;
    const reset = {
      used: [randomUUID(), at(-MINUTE), at(30 * MINUTE)],
      expired: [randomUUID(), null, at(-MINUTE)],
      valid: [randomUUID(), null, at(30 * MINUTE)],
    } as const;
    const revocation = {
      old: [randomUUID(), at(-SESSION_REVOCATION_RETENTION_MS - MINUTE)],
      recent: [randomUUID(), at(-SESSION_REVOCATION_RETENTION_MS + MINUTE)],
    } as const;
    const prefix = `housekeeping-test-${randomUUID()}`;
    const limits = { ended: [`${prefix}:ended`, now - 1000], running: [`${prefix}:running`, now + 10 * MINUTE], forever: [`${prefix}:forever`, null] } as const;
    // [account, last attempt, blocked until]
    const failures = {
      forgotten: [`${prefix}:forgotten`, at(-ACCOUNT_FAILURES_FORGOTTEN_AFTER_SECONDS * 1000 - MINUTE), null],
      recent: [`${prefix}:recent`, at(-HOUR), null],
      stillWaiting: [`${prefix}:waiting`, at(-ACCOUNT_FAILURES_FORGOTTEN_AFTER_SECONDS * 1000 - MINUTE), at(MINUTE)],
    } as const;
    // [account, last sign-in from the address]
    const addresses = {
      stale: [`${prefix}:stale`, at(-KNOWN_ADDRESS_DAYS * DAY - MINUTE)],
      known: [`${prefix}:known`, at(-(KNOWN_ADDRESS_DAYS - 1) * DAY)],
    } as const;

    await accounts.withDatabase(async (client) => {
      for (const [id, family, createdAt, usedAt, revokedAt, expiresAt] of Object.values(refresh)) {
        await client.query(
          'insert into refresh_tokens (id, user_id, token_hash, family, created_at, expires_at, used_at, revoked_at) values ($1, $2, $3, $4, $5, $6, $7, $8)',
          [id, user.id, hash(), family, createdAt, expiresAt, usedAt, revokedAt],
        );
      }
      for (const [id, usedAt, expiresAt] of Object.values(reset)) {
        await client.query('insert into password_reset_tokens (id, user_id, token_hash, expires_at, used_at) values ($1, $2, $3, $4, $5)', [
          id,
          user.id,
          hash(),
          expiresAt,
          usedAt,
        ]);
      }
      for (const [id, revokedAt] of Object.values(revocation)) {
        await client.query('insert into session_revocations (id, user_id, revoked_at) values ($1, $2, $3)', [id, randomUUID(), revokedAt]);
      }
      for (const [key, expire] of Object.values(limits)) {
        await client.query(`insert into ${LOGIN_LIMITS_TABLE} (key, points, expire) values ($1, 1, $2)`, [key, expire]);
      }
      for (const [account, lastAttemptAt, blockedUntil] of Object.values(failures)) {
        await client.query(
          `insert into ${ACCOUNT_FAILURES_TABLE} (account_key, failures, blocked_until, last_attempt_at) values ($1, 7, $2, $3)`,
          [account, blockedUntil, lastAttemptAt],
        );
      }
      for (const [account, lastSuccessAt] of Object.values(addresses)) {
        await client.query(`insert into ${KNOWN_ADDRESSES_TABLE} (account_key, address_key, last_success_at) values ($1, '192.0.2.1', $2)`, [
          account,
          lastSuccessAt,
        ]);
      }
    });

    const pruned = await pruneStaleRows(orm.em.fork(), new Date(now));
    // Other tests' rows may be stale too; ours are counted among them.
    expect(pruned.refreshTokens).toBeGreaterThanOrEqual(4);
    expect(pruned.passwordResetTokens).toBeGreaterThanOrEqual(2);
    expect(pruned.sessionRevocations).toBeGreaterThanOrEqual(1);
    expect(pruned.rateLimits).toBeGreaterThanOrEqual(1);
    expect(pruned.accountFailures).toBeGreaterThanOrEqual(1);
    expect(pruned.knownAddresses).toBeGreaterThanOrEqual(1);

    const ids = async (table: string, candidates: ReadonlyArray<readonly [string, ...unknown[]]>) =>
      (await queryRows<{ id: string }>(accounts.databaseUrl(), `select id from ${table} where id = any($1::uuid[])`, [candidates.map(([id]) => id)]))
        .map((row) => row.id)
        .sort();
    const expectLeft = async (table: string, all: Record<string, readonly [string, ...unknown[]]>, kept: string[]) =>
      expect(await ids(table, Object.values(all)), table).toEqual(kept.map((name) => all[name]![0]).sort());

    await expectLeft('refresh_tokens', refresh, ['liveRotatedExpired', 'liveCurrent', 'revokedNotExpired']);
    await expectLeft('password_reset_tokens', reset, ['valid']);
    await expectLeft('session_revocations', revocation, ['recent']);
    const keys = await queryRows<{ key: string }>(accounts.databaseUrl(), `select key from ${LOGIN_LIMITS_TABLE} where key like $1`, [`${prefix}:%`]);
    expect(keys.map((row) => row.key).sort()).toEqual([limits.forever[0], limits.running[0]].sort());
    const accountKeys = await queryRows<{ account_key: string }>(
      accounts.databaseUrl(),
      `select account_key from ${ACCOUNT_FAILURES_TABLE} where account_key like $1 union all select account_key from ${KNOWN_ADDRESSES_TABLE} where account_key like $1`,
      [`${prefix}:%`],
    );
    expect(accountKeys.map((row) => row.account_key).sort()).toEqual([failures.recent[0], failures.stillWaiting[0], addresses.known[0]].sort());
    // The user herself is untouched.
    expect(await queryRows(accounts.databaseUrl(), 'select id from users where id = $1', [user.id])).toHaveLength(1);
  });

  it('is scheduled on the domain-event queue (pg-boss) when accounts starts', async () => {
    const schedules = await queryRows<{ name: string; cron: string; timezone: string }>(
      domainEventsDatabaseUrl(),
      'select name, cron, timezone from pgboss.schedule where name = $1',
      [HOUSEKEEPING_QUEUE],
    );
    expect(schedules).toEqual([{ name: HOUSEKEEPING_QUEUE, cron: HOUSEKEEPING_CRON, timezone: 'UTC' }]);
    const queues = await queryRows<{ name: string }>(domainEventsDatabaseUrl(), 'select name from pgboss.queue where name = $1', [HOUSEKEEPING_QUEUE]);
    expect(queues).toHaveLength(1);
  });
});
