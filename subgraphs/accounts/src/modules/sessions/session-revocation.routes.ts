import type { MikroORM } from '@mikro-orm/postgresql';
import type { RouteMounter } from '../../http-routes.js';
import { tokenRevocationsSince } from '../access-tokens/access-token.service.js';
import { revocationsSince } from './session-revocation.service.js';

export const SESSION_REVOCATIONS_PATH = '/internal/session-revocations';

/** Parses `since` (ISO 8601); undefined when absent, null when malformed. */
function parseSince(value: unknown): Date | undefined | null {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * `GET /internal/session-revocations?since=<ISO>` (the gateway's internal token required; docs/contracts.md, "Internal calls"): the gateway polls it and
 * rejects access tokens issued before a user's latest revocation. Reply `{ now, revocations: [{ userId,
 * revokedAt }], tokenRevocations: [{ tokenId, revokedAt }] }` (the latter: personal access tokens revoked since);
 * pass `now` back as the next `since`.
 */
export const sessionRevocationRoutes =
  (orm: MikroORM): RouteMounter =>
  (app, { requireInternalCaller }) => {
    app.get(SESSION_REVOCATIONS_PATH, requireInternalCaller(['gateway']), async (req, res) => {
      const since = parseSince(req.query.since);
      if (since === null) {
        res.status(400).json({ error: 'since must be an ISO 8601 date-time' });
        return;
      }
      const em = orm.em.fork();
      const feed = await revocationsSince(em, since);
      res.set('cache-control', 'no-store').json({ ...feed, tokenRevocations: await tokenRevocationsSince(em, since) });
    });
  };
