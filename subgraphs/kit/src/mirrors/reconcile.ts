/**
 * Repairs a copy from its owner (docs/architecture.md, "Member and event mirrors"): pages through every row the owner
 * has, in id order, and records the ones the copy lacks; for members, pages through the owner's deleted ids too and
 * removes what this subgraph still holds of each one it had not yet removed (the same removal as `user.deleted`).
 * Idempotent (inserts that skip what is there, removals that skip who is gone), so two replicas reconciling at once,
 * or a reconcile crossing the domain events, do the same thing twice harmlessly; a deleted member stays gone
 * (`removed_users` wins, and a last sweep drops any copy row a concurrent deletion left behind).
 */
import type { MikroORM } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { recordRemovedUser, type RemoveUserContent } from '../domain-events/deleted-users.js';
import { REMOVED_USERS_TABLE } from '../domain-events/tables.js';
import type { InternalClient } from '../http/internal-calls.js';
import { RECONCILE_PAGE_SIZE, type MirrorKind } from './kinds.js';
import { recordMirrored, removedAmong } from './read-through.js';

/** Deadline of one page from the owner. */
const PAGE_DEADLINE_MS = 15_000;

const rowsPage = z.object({ items: z.array(z.object({ id: z.uuid(), at: z.iso.datetime({ offset: true }) })), next: z.uuid().nullable() });
const idsPage = z.object({ items: z.array(z.object({ id: z.uuid() })), next: z.uuid().nullable() });

export interface MirrorReconcileReport {
  readonly mirror: string;
  readonly owner: string;
  /** Pages read from the owner. */
  readonly pages: number;
  /** Rows the owner has. */
  readonly ownerRows: number;
  /** Rows the copy lacked and now holds. */
  readonly added: number;
  /** Members the owner deleted whose removal this subgraph had missed, now removed. */
  readonly removed: number;
  readonly durationMs: number;
}

export interface ReconcileOptions {
  readonly kind: MirrorKind;
  readonly orm: MikroORM;
  readonly internal: Pick<InternalClient, 'call'>;
  /** What this subgraph removes of a deleted member (runSubgraph's removeUserContent). */
  readonly removeUserContent?: RemoveUserContent;
  /** Stops between pages (the subgraph is stopping). */
  readonly shouldStop?: () => boolean;
}

export class ReconcileStopped extends Error {}

async function* pages<T extends { items: unknown[]; next: string | null }>(
  options: ReconcileOptions,
  path: string,
  schema: z.ZodType<T>,
): AsyncGenerator<T> {
  let after: string | null = null;
  do {
    if (options.shouldStop?.()) throw new ReconcileStopped('stopped');
    const query = new URLSearchParams({ limit: String(RECONCILE_PAGE_SIZE), ...(after ? { after } : {}) });
    const response = await options.internal.call(options.kind.owner, `${path}?${query}`, { deadlineMs: PAGE_DEADLINE_MS });
    if (response.status !== 200) throw new Error(`${options.kind.owner} answered ${response.status} to ${path}`);
    const page = schema.parse(await response.json());
    yield page;
    after = page.next;
  } while (after);
}

export async function reconcileMirror(options: ReconcileOptions): Promise<MirrorReconcileReport> {
  const { kind, orm } = options;
  const startedAt = Date.now();
  let pageCount = 0;
  let ownerRows = 0;
  let added = 0;
  let removed = 0;
  for await (const page of pages(options, kind.ownerPath, rowsPage)) {
    pageCount += 1;
    ownerRows += page.items.length;
    added += await recordMirrored(orm.em.fork(), kind, page.items);
  }
  if (kind.removable) {
    for await (const page of pages(options, `${kind.ownerPath}/removed`, idsPage)) {
      pageCount += 1;
      const ids = page.items.map((item) => item.id);
      const known = await removedAmong(orm.em.fork(), ids);
      for (const id of ids.filter((candidate) => !known.has(candidate))) {
        await orm.em.fork().transactional(async (tem) => {
          await recordRemovedUser(tem, id);
          await options.removeUserContent?.(tem, id);
          await tem.execute(`delete from "${kind.table}" where "${kind.idColumn}" = ?`, [id], 'run');
        });
        removed += 1;
      }
    }
    // A copy row written while its member's deletion was being applied (a lookup crossing user.deleted) goes too.
    await orm.em
      .fork()
      .execute(`delete from "${kind.table}" m using "${REMOVED_USERS_TABLE}" r where m."${kind.idColumn}" = r.user_id`, [], 'run');
  }
  return { mirror: kind.name, owner: kind.owner, pages: pageCount, ownerRows, added, removed, durationMs: Date.now() - startedAt };
}
