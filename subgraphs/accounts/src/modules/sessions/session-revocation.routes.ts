import type { MikroORM } from '@mikro-orm/postgresql';
import type { RouteMounter } from '../../http-routes.js';
import { tokenRevocationsSince } from '../access-tokens/access-token.service.js';
import type { RevocationSignal } from './revocation-signal.js';
import { revocationsSince } from './session-revocation.service.js';

export const SESSION_REVOCATIONS_PATH = '/internal/session-revocations';

/** Parses `since` (ISO 8601); undefined when absent, null when malformed. */
function parseSince(value: unknown): Date | undefined | null {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The longest a poll may wait for a revocation (`wait`, ms). */
export const MAX_REVOCATION_WAIT_MS = 25_000;

/** Parses `wait` (ms, 0 to MAX_REVOCATION_WAIT_MS); 0 when absent, null when malformed. */
function parseWait(value: unknown): number | null {
  if (value === undefined || value === '') return 0;
  if (typeof value !== 'string' || !/^\d{1,6}$/.test(value)) return null;
  const ms = Number(value);
  return ms <= MAX_REVOCATION_WAIT_MS ? ms : null;
}

/**
 * `GET /internal/session-revocations?since=<ISO>[&after=<cursor>&wait=<ms>]` (the gateway's internal token required;
 * docs/contracts.md, "Internal calls"): the gateway polls it and rejects access tokens issued before a user's latest
 * revocation. Reply `{ now, cursor, revocations: [{ userId, revokedAt }], tokenRevocations: [{ tokenId, revokedAt }] }`
 * (the latter: personal access tokens revoked since); pass `now` back as the next `since` and `cursor` as `after`.
 * With `wait`, a poll whose `after` is still this process's cursor (no revocation committed since that reply) is held
 * until one is (NOTIFY) or `wait` ms have passed, then answered: the gateway learns of a revocation milliseconds after
 * its commit while asking about twice a minute.
 */
export const sessionRevocationRoutes =
  (orm: MikroORM, signal: RevocationSignal): RouteMounter =>
  (app, { requireInternalCaller }) => {
    app.get(SESSION_REVOCATIONS_PATH, requireInternalCaller(['gateway']), async (req, res) => {
      const since = parseSince(req.query.since);
      if (since === null) {
        res.status(400).json({ error: 'since must be an ISO 8601 date-time' });
        return;
      }
      const wait = parseWait(req.query.wait);
      if (wait === null) {
        res.status(400).json({ error: `wait must be a number of milliseconds up to ${MAX_REVOCATION_WAIT_MS}` });
        return;
      }
      if (wait > 0 && typeof req.query.after === 'string') {
        const gone = new AbortController();
        res.once('close', () => gone.abort());
        await signal.waitPast(req.query.after, wait, gone.signal);
        if (gone.signal.aborted) return;
      }
      // Taken before the reads: a revocation committed during them moves the cursor past it, so the next poll is answered at once.
      const cursor = signal.cursor();
      const em = orm.em.fork();
      const feed = await revocationsSince(em, since);
      res.set('cache-control', 'no-store').json({ ...feed, cursor, tokenRevocations: await tokenRevocationsSince(em, since) });
    });
  };
