import { readUserExport, USER_EXPORT_PATH, type EventBus, type InternalClient, type Logger, type MikroORM, type ObjectStorage, type UserExportPart } from '@momstride/kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Mailer } from '../../mail/mailer.js';
import { dataExportReadyMail, dataExportLink } from '../../mail/data-export-mail.js';
import { buildExportArchive, type GatheredPart } from './archive.js';
import { completeDataExport, isExportPending, pruneDataExports } from './data-export.store.js';
import { exportUserDataWith } from './export-user-data.js';

/** The subgraphs asked for their part of a member's data, besides accounts' own (docs/privacy.md). */
export const EXPORT_SOURCES = ['community', 'events-wellness', 'messaging', 'media-reviews', 'commerce'] as const;
/** A part with photos can be large: each subgraph gets this long to answer. */
export const EXPORT_CALL_DEADLINE_MS = 60_000;
/** The housekeeping of exports: every 15 minutes (UTC). */
export const DATA_EXPORT_PRUNE_QUEUE = 'accounts__data-export-prune';
export const DATA_EXPORT_PRUNE_CRON = '*/15 * * * *';

/** Calls another subgraph's `/internal/*` endpoint (the kit's internal client). */
export type InternalCaller = Pick<InternalClient, 'call'>;

export interface DataExportJobDeps {
  readonly bus: EventBus;
  readonly orm: MikroORM;
  readonly logger: Logger;
  readonly internal: InternalCaller;
  readonly storage: Promise<ObjectStorage>;
  readonly mailer: Mailer;
  readonly publicUrl: string;
}

/** One subgraph's part, asked over an internal call; anything but a 200 with a part fails the job (it is retried). */
async function askPart(internal: InternalCaller, subgraph: string, userId: string, email: string): Promise<UserExportPart> {
  const response = await internal.call(subgraph, `${USER_EXPORT_PATH}/${userId}?email=${encodeURIComponent(email)}`, { deadlineMs: EXPORT_CALL_DEADLINE_MS });
  if (response.status !== 200) throw new Error(`${subgraph} answered ${response.status} to the data export`);
  const part = (await response.json()) as UserExportPart;
  if (typeof part !== 'object' || part === null || typeof part.data !== 'object') throw new Error(`${subgraph} answered no export part`);
  return part;
}

/**
 * Builds one member's archive: accounts' part read here, every other subgraph's asked in turn, zipped with the README.
 * Null when she is gone (deleted meanwhile).
 */
export async function gatherExport(deps: Pick<DataExportJobDeps, 'orm' | 'internal' | 'storage'>, userId: string): Promise<{ archive: Uint8Array; email: string; firstName: string } | null> {
  const own = await readUserExport(deps.orm.em as EntityManager, exportUserDataWith(deps.storage), userId, {});
  const profile = own.data.profile as { email?: string; first_name?: string; last_name?: string } | null;
  if (!profile?.email) return null;
  const parts: GatheredPart[] = [{ subgraph: 'accounts', part: own }];
  for (const subgraph of EXPORT_SOURCES) parts.push({ subgraph, part: await askPart(deps.internal, subgraph, userId, profile.email) });
  const archive = buildExportArchive({ memberName: `${profile.first_name ?? ''} ${profile.last_name ?? ''}`.trim(), generatedAt: new Date(), parts });
  return { archive, email: profile.email, firstName: profile.first_name ?? '' };
}

/**
 * The export job: on `data_export.requested` (a pg-boss job, retried every 15 s for a day while a subgraph cannot
 * answer), the archive is built and stored once, then she gets a mail with the download link (and, through
 * `data_export.ready`, a notification in messaging). A redelivered job finds the export done and does nothing.
 * Also schedules the housekeeping that deletes archives past their 7 days.
 */
export async function startDataExportJob(deps: DataExportJobDeps): Promise<void> {
  const log = deps.logger.child({ component: 'data-export' });
  await deps.bus.subscribe('data_export.requested', 'accounts', async ({ userId }) => {
    if (!(await isExportPending(deps.orm.em.fork(), userId))) return;
    const built = await gatherExport(deps, userId);
    if (!built) return log.info({ userId }, 'data export: the member is gone');
    const done = await completeDataExport(deps.orm.em.fork(), userId, built.archive);
    if (!done) return;
    log.info({ userId, bytes: built.archive.byteLength }, 'data export ready');
    const link = dataExportLink(deps.publicUrl, done.token);
    await deps.mailer
      .send(dataExportReadyMail({ to: built.email, firstName: built.firstName, link, expiresAt: done.expiresAt, publicUrl: deps.publicUrl }))
      .catch((error: unknown) => log.error({ err: error, userId }, 'data export: the ready mail could not be sent (the Profile still offers the download)'));
  });
  await deps.bus.schedule(DATA_EXPORT_PRUNE_QUEUE, DATA_EXPORT_PRUNE_CRON, async () => {
    const pruned = await pruneDataExports(deps.orm.em.fork());
    if (pruned.expired + pruned.failed > 0) log.info(pruned, 'data exports pruned');
  });
}
