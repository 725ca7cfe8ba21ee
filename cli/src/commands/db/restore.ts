/**
 * `momstride db restore <dir>`: puts a `db backup` folder back, each database with
 * `pg_restore --clean --if-exists --single-transaction --no-owner` (created first when missing), after checking
 * everything it can without touching anything (restore-checks.ts) and a confirmation. Services connected to those
 * databases make it refuse unless `--force`; it ends by naming the services to start or restart.
 */
import { join, resolve } from 'node:path';
import type { CommandContext } from '../../services/context.js';
import { CliError } from '../../services/errors.js';
import type { DbServerOptions } from './backup.js';
import { momstrideDatabases, momstrideServices } from './databases.js';
import { doneLine, formatSeconds, secondsSince } from './db-format.js';
import { readManifest, type BackupManifest } from './manifest.js';
import { existingDatabases, PgToolError, query, runTool, serverVersion, toolVersion } from './pg-tools.js';
import { checkDumps, checkKnownDatabases, checkNoExtraTables, checkServerVersion, connectedSessions, type ConnectedDatabase } from './restore-checks.js';
import { connectionTo, type DatabaseServer, resolveServer } from './server.js';

export interface DbRestoreOptions extends DbServerOptions {
  /** Skip the confirmation (required when not on a terminal). */
  yes?: boolean;
  /** Restore even though services are connected to the databases. */
  force?: boolean;
}

export interface RestoreResult {
  readonly dir: string;
  readonly backupCreatedAt: string;
  readonly restored: readonly { readonly name: string; readonly seconds: number }[];
  /** Databases that did not exist and were created. */
  readonly created: readonly string[];
  /** Services that were connected to those databases during the restore (`--force`): restart them. */
  readonly connectedServices: readonly string[];
}

/** Services using the connected databases, in subgraphs.config.ts order. */
const servicesOf = (connected: readonly ConnectedDatabase[]): string[] => {
  const names = new Set(connected.flatMap(({ database }) => momstrideDatabases.find((known) => known.name === database)?.services ?? []));
  return momstrideServices.filter((service) => names.has(service));
};

function connectedError(server: DatabaseServer, connected: readonly ConnectedDatabase[]): CliError {
  const where = connected.map(({ database, connections }) => `${database} (${connections})`).join(', ');
  const embedded = server.embedded ? ' With npm start, whose database stops with it, use --force, then restart npm start.' : '';
  return new CliError(
    `Services are connected to the databases to restore: ${where} — ${servicesOf(connected).join(', ')}. ` +
      `Stop them first (docker compose stop gateway ${momstrideServices.join(' ')}), restore, then start them; ` +
      `or pass --force to restore under them, and restart them afterwards.${embedded} Nothing was restored.`,
  );
}

/** Restores one database in one transaction: on failure it keeps what it held. */
async function restoreDatabase(ctx: CommandContext, server: DatabaseServer, dir: string, file: string, name: string): Promise<void> {
  const connection = connectionTo(server, name);
  // A session holding a lock the restore needs (an open transaction) fails it after a minute instead of hanging.
  const pgOptions = [ctx.env.PGOPTIONS, '-c lock_timeout=60s'].filter(Boolean).join(' ');
  await runTool(
    'pg_restore',
    ['--clean', '--if-exists', '--single-transaction', '--no-owner', '--no-password', `--dbname=${connection.dbname}`, join(dir, file)],
    { ...ctx.env, ...connection.env, PGOPTIONS: pgOptions },
  );
}

function failedError(done: readonly string[], failed: string, rest: readonly string[], error: PgToolError): CliError {
  return new CliError(
    [
      done.length > 0 ? `Restored ${done.join(', ')}.` : '',
      `pg_restore failed on ${failed}, which keeps what it held (one transaction per database): ${error.stderr.trim()}`,
      rest.length > 0 ? `Not restored: ${rest.join(', ')}.` : '',
      'Run the restore again once the cause is fixed.',
    ]
      .filter(Boolean)
      .join('\n'),
  );
}

/** Restores a backup folder onto the server; answers what it did. */
export async function dbRestore(ctx: CommandContext, target: string, options: DbRestoreOptions): Promise<RestoreResult> {
  const startedAt = performance.now();
  const dir = resolve(target);
  const manifest: BackupManifest = readManifest(dir);
  checkKnownDatabases(manifest);
  const server = resolveServer(options.databaseUrl, ctx.env);
  const pgRestore = await toolVersion('pg_restore', ctx.env);
  const dumped = await ctx.out.task('Checking the backup...', () => checkDumps(dir, manifest, pgRestore, ctx.env));
  const names = manifest.databases.map((database) => database.name);
  const { existing, connected } = await ctx.out.task(`Connecting to ${server.label}...`, async () => {
    checkServerVersion(manifest, server, await serverVersion(server, ctx.env));
    const existing = await existingDatabases(server, ctx.env);
    await checkNoExtraTables(server, ctx.env, existing, dumped);
    return { existing, connected: await connectedSessions(server, ctx.env, names) };
  });
  if (connected.length > 0 && !options.force) throw connectedError(server, connected);
  const absent = momstrideDatabases.filter((database) => !names.includes(database.name)).map((database) => database.name);
  if (absent.length > 0) ctx.out.note(`Not in this backup, left as they are: ${absent.join(', ')}.`);

  const when = new Date(manifest.createdAt).toLocaleString();
  await ctx.out.confirm(`Replace ${names.length} MomStride databases on ${server.label} with the backup of ${when}?`, {
    yes: options.yes,
    action: `restore ${names.length} databases on ${server.label}`,
  });

  const created: string[] = [];
  const restored: { name: string; seconds: number }[] = [];
  for (const [index, database] of manifest.databases.entries()) {
    const databaseStartedAt = performance.now();
    try {
      await ctx.out.task(`Restoring ${database.name} (${index + 1}/${names.length})...`, async () => {
        if (!existing.has(database.name)) {
          await query(server, ctx.env, `CREATE DATABASE "${database.name}"`);
          created.push(database.name);
        }
        await restoreDatabase(ctx, server, dir, database.file, database.name);
      });
    } catch (error) {
      if (error instanceof PgToolError) throw failedError(restored.map((done) => done.name), database.name, names.slice(index + 1), error);
      throw error;
    }
    restored.push({ name: database.name, seconds: secondsSince(databaseStartedAt) });
    if (!ctx.out.json) ctx.out.line(doneLine(database.name, formatSeconds(secondsSince(databaseStartedAt)), ...(created.includes(database.name) ? ['(created)'] : [])));
  }

  const connectedServices = servicesOf(connected);
  const result: RestoreResult = { dir, backupCreatedAt: manifest.createdAt, restored, created, connectedServices };
  if (ctx.out.json) {
    ctx.out.printJson(result);
    return result;
  }
  ctx.out.line(`Restored ${restored.length} databases on ${server.label} from the backup of ${when} in ${formatSeconds(secondsSince(startedAt))}.`);
  ctx.out.line(
    connectedServices.length > 0
      ? `Restart these services now, which were connected during the restore and may hold what came before it: ${connectedServices.join(', ')}, and the gateway${server.embedded ? ' (npm start: Ctrl-C, then npm start)' : ''}.`
      : `Start the services (${momstrideServices.join(', ')}, then the gateway): each runs its migrations at start-up, bringing an older backup up to date.`,
  );
  return result;
}
