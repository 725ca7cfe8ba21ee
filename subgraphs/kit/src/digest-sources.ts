import type { z } from 'zod';
import { internalJson, type SubgraphRoutes } from './internal-routes.js';

/**
 * The internal routes accounts asks when it writes a member's weekly digest (docs/contracts.md, "Internal calls"):
 * each owner answers its own part, accounts' internal token only.
 *
 * - events-wellness `GET /internal/digest/walks?userId=<uuid>&from=<ISO>` → `{ walks: DigestWalk[] }`: the walks she
 *   holds a place on that start in the 7 days from `from`, not cancelled, soonest first (at most 10).
 * - community `GET /internal/digest/stories?since=<ISO>` → `{ stories: DigestStory[] }`: the 3 stories shared since
 *   `since` with the most likes (newest first among equals).
 */
export const DIGEST_WALKS_PATH = '/internal/digest/walks';
export const DIGEST_STORIES_PATH = '/internal/digest/stories';
/** What the digest covers: the week ahead (walks) and the week behind (members, stories). */
export const DIGEST_DAYS = 7;
export const DIGEST_MAX_WALKS = 10;
export const DIGEST_MAX_MEMBERS = 5;
export const DIGEST_MAX_STORIES = 3;

export interface DigestWalk {
  readonly id: string;
  readonly title: string;
  /** ISO-8601. */
  readonly startsAt: string;
  readonly location: string | null;
}

export interface DigestStory {
  readonly id: string;
  readonly title: string;
  readonly likes: number;
}

/** Mounts one digest source: `GET path`, accounts' internal token only; the query parsed by `query` (400 with `invalid` otherwise). */
export const digestSourceRoute =
  <Q extends z.ZodType>(path: string, query: Q, invalid: string, answer: (query: z.output<Q>) => Promise<unknown>): SubgraphRoutes =>
  (app, { requireInternalCaller }) => {
    app.get(path, requireInternalCaller(['accounts']), internalJson('query', query, invalid, answer));
  };
