/**
 * The owner's side of a mirror (docs/architecture.md, "Member and event mirrors"): internal endpoints another
 * subgraph asks on a miss and pages through to reconcile its copy. Mounted by the owner (accounts for members,
 * events-wellness for events) in its `httpRoutes`, behind `requireInternalCaller`.
 *
 * - `POST <path>/lookup` `{ ids: [uuid, …] }` (at most 500) → `{ found: [{ id, at }], removed: [id] }`: which of the
 *   ids exist now (with when they were made) and, when the owner deletes such rows, which were deleted (its
 *   `removed_users`). An id in neither is unknown to the owner.
 * - `GET <path>?after=<uuid>&limit=<1..1000>` → `{ items: [{ id, at }], next }`: every row in id order, a page at a
 *   time; pass `next` back as `after` until it is null.
 * - `GET <path>/removed?after=&limit=` → the same for the deleted ids (`{ items: [{ id }], next }`), when `removed`.
 */
import type { MikroORM } from '@mikro-orm/postgresql';
import express from 'express';
import { z } from 'zod';
import { REMOVED_USERS_TABLE } from '../domain-events/tables.js';
import { internalJson, type SubgraphRoutes } from '../internal-routes.js';
import { LOOKUP_MAX_IDS, RECONCILE_PAGE_SIZE } from './kinds.js';

export interface MirrorOwnerSource {
  /** e.g. `/internal/members`. */
  readonly path: string;
  /** The owner's table, its id and creation-time columns. */
  readonly table: string;
  readonly idColumn: string;
  readonly atColumn: string;
  /** Whether deleted ids are answered (from removed_users). */
  readonly removed: boolean;
  /** Callers allowed (subgraph names, `cli`); any internal caller when absent. */
  readonly allowedCallers?: readonly string[];
}

const uuid = z.uuid();
const lookupBody = z.object({ ids: z.array(uuid).max(LOOKUP_MAX_IDS) });
const pageQuery = z.object({
  after: uuid.optional(),
  limit: z.coerce.number().int().min(1).max(RECONCILE_PAGE_SIZE).default(RECONCILE_PAGE_SIZE),
});

const placeholders = (values: readonly unknown[]): string => values.map(() => '?').join(', ');
const iso = (value: unknown): string => (value instanceof Date ? value : new Date(String(value))).toISOString();

export const mirrorOwnerRoutes =
  (orm: MikroORM, source: MirrorOwnerSource): SubgraphRoutes =>
  (app, { requireInternalCaller }) => {
    const guard = requireInternalCaller(source.allowedCallers);
    const { table, idColumn, atColumn } = source;

    app.post(
      `${source.path}/lookup`,
      guard,
      express.json({ limit: '64kb' }),
      internalJson('body', lookupBody, `ids must be a list of at most ${LOOKUP_MAX_IDS} uuids`, async (body) => {
        const ids = [...new Set(body.ids)];
        const em = orm.em.fork();
        const found =
          ids.length === 0
            ? []
            : await em.execute<Array<{ id: string; at: Date }>>(`select "${idColumn}" as id, "${atColumn}" as at from "${table}" where "${idColumn}" in (${placeholders(ids)})`, ids);
        const removed =
          source.removed && ids.length > 0
            ? await em.execute<Array<{ id: string }>>(`select user_id as id from "${REMOVED_USERS_TABLE}" where user_id in (${placeholders(ids)})`, ids)
            : [];
        return { found: found.map((row) => ({ id: row.id, at: iso(row.at) })), removed: removed.map((row) => row.id) };
      }),
    );

    const page = (select: (after: string | undefined, limit: number) => Promise<Array<Record<string, unknown> & { id: string }>>) =>
      internalJson('query', pageQuery, `after must be a uuid and limit 1 to ${RECONCILE_PAGE_SIZE}`, async ({ after, limit }) => {
        const rows = await select(after, limit + 1);
        const items = rows.slice(0, limit);
        return { items, next: rows.length > limit ? items.at(-1)!.id : null };
      });

    if (source.removed) {
      app.get(
        `${source.path}/removed`,
        guard,
        page(async (after, limit) =>
          orm.em
            .fork()
            .execute<Array<{ id: string }>>(
              `select user_id as id from "${REMOVED_USERS_TABLE}" ${after ? 'where user_id > ?' : ''} order by user_id limit ?`,
              after ? [after, limit] : [limit],
            ),
        ),
      );
    }

    app.get(
      source.path,
      guard,
      page(async (after, limit) => {
        const rows = await orm.em
          .fork()
          .execute<Array<{ id: string; at: Date }>>(
            `select "${idColumn}" as id, "${atColumn}" as at from "${table}" ${after ? `where "${idColumn}" > ?` : ''} order by "${idColumn}" limit ?`,
            after ? [after, limit] : [limit],
          );
        return rows.map((row) => ({ id: row.id, at: iso(row.at) }));
      }),
    );
  };
