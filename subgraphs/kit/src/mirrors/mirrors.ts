/**
 * The mirrors a subgraph keeps (runSubgraph's `mirrors` option; docs/architecture.md, "Member and event mirrors"):
 * the copy's table, the domain events that keep it fresh (`user.registered`, `user.deleted`; `event.created`), the
 * read-through check (`isMember`, `isKnownEvent`), a reconcile from the owner in the background at start, and
 * `POST /internal/mirrors/reconcile` for `momstride db reconcile`.
 */
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Express, RequestHandler } from 'express';
import { isRemovedUser } from '../domain-events/deleted-users.js';
import { onDomainEvent, type DomainEventConsumer } from '../domain-events/consume.js';
import type { RemoveUserContent } from '../domain-events/deleted-users.js';
import { OwnerUnavailableError, type InternalClient } from '../http/internal-calls.js';
import { isUuid } from '../loaders.js';
import type { Logger } from '../logger.js';
import { EVENTS_MIRROR, kitSubscribes, MEMBERS_MIRROR, mirrorKindsOf, type MirrorKind, type MirrorName, type MirrorOptions } from './kinds.js';
import { addMirrored, createMirrorReader, type MirrorReader } from './read-through.js';
import { reconcileMirror, ReconcileStopped, type MirrorReconcileReport } from './reconcile.js';

export const MIRRORS_RECONCILE_PATH = '/internal/mirrors/reconcile';
/** Who may ask a subgraph to reconcile its mirrors: the CLI (`momstride db reconcile`). */
export const RECONCILE_CALLERS = ['cli'] as const;

/** What a subgraph answers to a reconcile. */
export interface MirrorsReconcileReport {
  readonly subgraph: string;
  readonly mirrors: readonly MirrorReconcileReport[];
}

/** The readers of this process's mirrors (one subgraph per process). */
const readers = new Map<MirrorName, MirrorReader>();

const readerOf = (name: MirrorName): MirrorReader => {
  const reader = readers.get(name);
  if (!reader) throw new Error(`This subgraph keeps no ${name} mirror (runSubgraph's mirrors.${name})`);
  return reader;
};

/**
 * True when accounts has this member: from the copy, or (on a miss) asked of accounts and recorded. False for a
 * malformed id, an id accounts does not know, and a deleted member. Throws SERVICE_UNAVAILABLE when accounts cannot
 * be asked.
 */
export const isMember = (em: EntityManager, userId: string): Promise<boolean> => readerOf('members').has(em, userId);

/** The same for events, asked of events-wellness. */
export const isKnownEvent = (em: EntityManager, eventId: string): Promise<boolean> => readerOf('events').has(em, eventId);

/** Records a member known to exist (the demo seed; the viewer herself, whom the gateway vouches for). Idempotent. */
export const addMember = (em: EntityManager, userId: string, joinedAt: Date = new Date()): Promise<void> => addMirrored(em, MEMBERS_MIRROR, userId, joinedAt);

/** Records an event known to exist (the demo seed). Idempotent. */
export const addKnownEvent = (em: EntityManager, eventId: string, createdAt: Date = new Date()): Promise<void> => addMirrored(em, EVENTS_MIRROR, eventId, createdAt);

const dateOr = (value: unknown, fallback: Date): Date => {
  const date = new Date(typeof value === 'string' ? value : Number.NaN);
  return Number.isNaN(date.getTime()) ? fallback : date;
};

/** The domain events that keep the copies fresh. */
async function subscribeMirrors(consumer: DomainEventConsumer, kinds: readonly MirrorKind[], options: MirrorOptions | undefined): Promise<void> {
  for (const kind of kinds.filter((candidate) => kitSubscribes(options, candidate.name))) {
    if (kind.name === 'members') {
      await onDomainEvent(consumer, 'user.registered', async (tem, { userId, occurredAt }) => {
        if (typeof userId !== 'string' || !isUuid(userId)) return consumer.logger.warn({ userId }, 'user.registered without a valid user id');
        if (await isRemovedUser(tem, [userId])) return;
        await addMember(tem, userId, dateOr(occurredAt, new Date()));
      });
    } else {
      await onDomainEvent(consumer, 'event.created', async (tem, { eventId, occurredAt }) => {
        if (typeof eventId !== 'string' || !isUuid(eventId)) return consumer.logger.warn({ eventId }, 'event.created without a valid event id');
        await addKnownEvent(tem, eventId, dateOr(occurredAt, new Date()));
      });
    }
  }
}

/** A deleted member leaves the members copy in the transaction that records her removal. */
export const withMemberRemoval =
  (options: MirrorOptions | undefined, removeContent: RemoveUserContent | undefined): RemoveUserContent | undefined =>
    options?.members
      ? async (tem, userId) => {
          await removeContent?.(tem, userId);
          await tem.execute(`delete from "${MEMBERS_MIRROR.table}" where "${MEMBERS_MIRROR.idColumn}" = ?`, [userId], 'run');
        }
      : removeContent;

export interface StartMirrorsOptions {
  readonly subgraph: string;
  readonly mirrors: MirrorOptions | undefined;
  readonly orm: MikroORM;
  readonly internal: InternalClient;
  readonly logger: Logger;
  readonly consumer: DomainEventConsumer;
  readonly removeUserContent?: RemoveUserContent;
}

export interface RunningMirrors {
  /** Mounts `POST /internal/mirrors/reconcile` (the CLI's internal token only). */
  readonly mountRoutes: (app: Express, tools: { requireInternalCaller: (allowed?: readonly string[]) => RequestHandler }) => void;
  /** Reconciles every mirror now (a reconcile already running in this process is joined, not doubled). */
  reconcile(): Promise<MirrorsReconcileReport>;
  /** Reconciles once in the background, retrying while an owner is unavailable (start-up). */
  reconcileInBackground(): void;
  stop(): void;
}

/** Waits before retrying a start-up reconcile whose owner was unavailable: 1 s doubling to 60 s. */
const retryDelayMs = (attempt: number): number => Math.min(60_000, 1_000 * 2 ** attempt);

export async function startMirrors(options: StartMirrorsOptions): Promise<RunningMirrors> {
  const { orm, internal, logger } = options;
  const kinds = mirrorKindsOf(options.mirrors);
  const log = logger.child({ component: 'mirrors' });
  for (const kind of kinds) readers.set(kind.name, createMirrorReader({ kind, orm, internal, logger: log }));
  await subscribeMirrors(options.consumer, kinds, options.mirrors);

  let stopped = false;
  let running: Promise<MirrorsReconcileReport> | undefined;
  let retryTimer: NodeJS.Timeout | undefined;

  const reconcile = (): Promise<MirrorsReconcileReport> => {
    running ??= (async () => {
      const reports: MirrorReconcileReport[] = [];
      for (const kind of kinds) {
        reports.push(
          await reconcileMirror({
            kind,
            orm,
            internal,
            ...(options.removeUserContent ? { removeUserContent: options.removeUserContent } : {}),
            shouldStop: () => stopped,
          }),
        );
      }
      log.info({ reports }, 'mirrors reconciled');
      return { subgraph: options.subgraph, mirrors: reports };
    })().finally(() => {
      running = undefined;
    });
    return running;
  };

  const attempt = (count: number) => {
    if (stopped) return;
    reconcile().catch((error: unknown) => {
      if (stopped || error instanceof ReconcileStopped) return;
      const delay = retryDelayMs(count);
      log.warn({ err: error instanceof Error ? error.message : String(error), retryInMs: delay }, 'mirror reconcile failed; will retry');
      retryTimer = setTimeout(() => attempt(count + 1), delay).unref();
    });
  };

  return {
    mountRoutes: (app, { requireInternalCaller }) => {
      if (kinds.length === 0) return;
      app.post(MIRRORS_RECONCILE_PATH, requireInternalCaller(RECONCILE_CALLERS), async (_req, res, next) => {
        try {
          res.set('cache-control', 'no-store').json(await reconcile());
        } catch (error) {
          if (error instanceof OwnerUnavailableError) {
            res.status(503).set('retry-after', String(error.extensions.retryAfterSeconds)).json({ error: `${error.target} is unavailable (${error.reason})` });
            return;
          }
          next(error);
        }
      });
    },
    reconcile,
    reconcileInBackground: () => {
      if (kinds.length > 0) attempt(0);
    },
    stop: () => {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
    },
  };
}
