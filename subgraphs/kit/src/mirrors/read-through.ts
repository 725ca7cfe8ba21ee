/**
 * The consumer's side of a mirror: "is this id one of the owner's?" answered from the local copy when it can, and
 * from the owner when it cannot (docs/architecture.md, "Member and event mirrors"). A miss never refuses on its own:
 * the owner is asked (one internal call for every id missed in the same moment, with the kit's deadline), its answer
 * is recorded, and only then is an id refused. An owner that cannot be asked makes the check throw
 * SERVICE_UNAVAILABLE (REST 503 with Retry-After), never a wrong "not found". A member the owner has deleted
 * (`removed_users`) is never one here, whatever the copy holds.
 */
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { REMOVED_USERS_TABLE } from '../domain-events/tables.js';
import type { InternalClient } from '../http/internal-calls.js';
import { isUuid } from '../loaders.js';
import type { Logger } from '../logger.js';
import { LOOKUP_MAX_IDS, type MirrorKind } from './kinds.js';

export const lookupReplySchema = z.object({
  found: z.array(z.object({ id: z.uuid(), at: z.iso.datetime({ offset: true }) })),
  removed: z.array(z.uuid()),
});
export type LookupReply = z.infer<typeof lookupReplySchema>;

const placeholders = (count: number): string => Array.from({ length: count }, () => '?').join(', ');

/** Records rows the owner vouched for (idempotent; a member deleted here stays gone). Answers how many were new. */
export async function recordMirrored(em: EntityManager, kind: MirrorKind, rows: ReadonlyArray<{ id: string; at: string }>): Promise<number> {
  if (rows.length === 0) return 0;
  const values = rows.map(() => '(?::uuid, ?::timestamptz)').join(', ');
  const notRemoved = kind.removable ? `where not exists (select 1 from "${REMOVED_USERS_TABLE}" r where r.user_id = v.id)` : '';
  const result = await em.execute(
    `insert into "${kind.table}" ("${kind.idColumn}", "${kind.atColumn}")
       select v.id, v.at from (values ${values}) as v(id, at) ${notRemoved}
     on conflict ("${kind.idColumn}") do nothing`,
    rows.flatMap((row) => [row.id, row.at]),
    'run',
  );
  return (result as { affectedRows?: number }).affectedRows ?? 0;
}

/** Records one row known to exist (an event, the viewer herself: the gateway vouches for her). Idempotent. */
export async function addMirrored(em: EntityManager, kind: MirrorKind, id: string, at: Date = new Date()): Promise<void> {
  await em.execute(`insert into "${kind.table}" ("${kind.idColumn}", "${kind.atColumn}") values (?, ?) on conflict ("${kind.idColumn}") do nothing`, [id, at], 'run');
}

interface Waiting {
  readonly id: string;
  readonly resolve: (known: boolean) => void;
  readonly reject: (error: unknown) => void;
}

export interface MirrorReader {
  readonly kind: MirrorKind;
  /** True when the owner has the id (from the copy, or asked); false for a malformed, unknown or deleted one. */
  has(em: EntityManager, id: string): Promise<boolean>;
}

export interface MirrorReaderOptions {
  readonly kind: MirrorKind;
  readonly orm: MikroORM;
  readonly internal: Pick<InternalClient, 'call'>;
  readonly logger: Logger;
  /** Deadline of one lookup (the kit's internal-call deadline unless given). */
  readonly deadlineMs?: number;
}

export function createMirrorReader(options: MirrorReaderOptions): MirrorReader {
  const { kind, orm, internal } = options;
  const inFlight = new Map<string, Promise<boolean>>();
  let waiting: Waiting[] = [];

  /** Asks the owner about up to LOOKUP_MAX_IDS ids at once and records what it knows. */
  const lookup = async (ids: readonly string[]): Promise<Set<string>> => {
    const response = await internal.call(kind.owner, `${kind.ownerPath}/lookup`, {
      body: { ids },
      ...(options.deadlineMs ? { deadlineMs: options.deadlineMs } : {}),
    });
    if (response.status !== 200) throw new Error(`${kind.owner} answered ${response.status} to a ${kind.name} lookup`);
    const reply = lookupReplySchema.parse(await response.json());
    const removed = new Set(reply.removed);
    const found = reply.found.filter((row) => !removed.has(row.id));
    await recordMirrored(orm.em.fork(), kind, found);
    if (found.length > 0) options.logger.debug({ mirror: kind.name, ids: found.map((row) => row.id) }, 'mirror: read through to the owner');
    return new Set(found.map((row) => row.id));
  };

  const flush = () => {
    const batch = waiting;
    waiting = [];
    for (let start = 0; start < batch.length; start += LOOKUP_MAX_IDS) {
      const chunk = batch.slice(start, start + LOOKUP_MAX_IDS);
      lookup(chunk.map((entry) => entry.id)).then(
        (known) => chunk.forEach((entry) => entry.resolve(known.has(entry.id))),
        (error: unknown) => chunk.forEach((entry) => entry.reject(error)),
      );
    }
  };

  /** One question to the owner per id at a time; ids missed in the same moment travel together. */
  const ask = (id: string): Promise<boolean> => {
    const known = inFlight.get(id);
    if (known) return known;
    const asked = new Promise<boolean>((resolve, reject) => {
      if (waiting.length === 0) setImmediate(flush);
      waiting.push({ id, resolve, reject });
    }).finally(() => inFlight.delete(id));
    inFlight.set(id, asked);
    return asked;
  };

  const local = kind.removable
    ? `select exists (select 1 from "${kind.table}" where "${kind.idColumn}" = ?) as present, exists (select 1 from "${REMOVED_USERS_TABLE}" where user_id = ?) as removed`
    : `select exists (select 1 from "${kind.table}" where "${kind.idColumn}" = ?) as present, false as removed`;

  return {
    kind,
    async has(em, id) {
      if (typeof id !== 'string' || !isUuid(id)) return false;
      const [row] = await em.execute<Array<{ present: boolean; removed: boolean }>>(local, kind.removable ? [id, id] : [id]);
      if (row?.removed) return false;
      if (row?.present) return true;
      return ask(id.toLowerCase());
    },
  };
}

/** Ids of `ids` that are in this subgraph's removed_users. */
export async function removedAmong(em: EntityManager, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await em.execute<Array<{ user_id: string }>>(`select user_id from "${REMOVED_USERS_TABLE}" where user_id in (${placeholders(ids.length)})`, [...ids]);
  return new Set(rows.map((row) => row.user_id));
}
