/**
 * `momstride db restore <dir>`: puts a `db backup` folder back. After checking everything it can without touching
 * anything (restore-checks.ts) and a confirmation, each database is restored beside the live one, into a new empty
 * `<name>__restoring` (pg_restore --single-transaction --no-owner); only when every one has succeeded are they swapped
 * in (the old database dropped WITH (FORCE), the restored one renamed). So a failure changes nothing, and a database
 * ends exactly as backed up: an in-place `pg_restore --clean` fails on the queue's partitioned tables (pg-boss) and
 * leaves behind tables the backup lacks. Services connected to those databases make it refuse unless `--force`; it
 * ends by naming the services to start or restart.
 */
import { join, resolve } from 'node:path';
import type { CommandContext } from '../../services/context.js';
import { CliError } from '../../services/errors.js';
import type { DbServerOptions } from './backup.js';
import { momstrideDatabases, momstrideServices } from './databases.js';
import { doneLine, formatSeconds, secondsSince } from './db-format.js';
import { readManifest, type BackupManifest } from './manifest.js';
import { existingDatabases, PgToolError, query, runTool, serverVersion, toolVersion } from './pg-tools.js';
import { checkDumps, checkKnownDatabases, checkServerVersion, connectedSessions, type ConnectedDatabase } from './restore-checks.js';
import { connectionTo, resolveServer, type DatabaseServer } from './server.js';

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
  /** Databases that did not exist before. */
  readonly created: readonly string[];
  /** Services that were connected to those databases (`--force`): restart them. */
  readonly connectedServices: readonly string[];
}

/** Where a database is restored before it replaces the live one. */
const stagingName = (database: string): string => `${database}__restoring`;

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
      `or pass --force to restore under them (their connections are closed), and restart them afterwards.${embedded} Nothing was restored.`,
  );
}

/** Restores one dump into a new, empty staging database (dropped again when pg_restore fails). */
async function restoreBeside(ctx: CommandContext, server: DatabaseServer, path: string, name: string): Promise<void> {
  const staging = stagingName(name);
  await query(server, ctx.env, `DROP DATABASE IF EXISTS "${staging}"`);
  await query(server, ctx.env, `CREATE DATABASE "${staging}" TEMPLATE template0`);
  const connection = connectionTo(server, staging);
  try {
    await runTool('pg_restore', ['--single-transaction', '--no-owner', '--no-password', `--dbname=${connection.dbname}`, path], { ...ctx.env, ...connection.env });
  } catch (error) {
    await query(server, ctx.env, `DROP DATABASE IF EXISTS "${staging}"`);
    throw error;
  }
}

/** Drops every staging database (after a failure: the live databases were not touched). */
async function dropStaging(ctx: CommandContext, server: DatabaseServer, names: readonly string[]): Promise<void> {
  for (const name of names) await query(server, ctx.env, `DROP DATABASE IF EXISTS "${stagingName(name)}"`);
}

/** Puts the restored databases in place of the live ones: each old one dropped (its sessions closed), the new renamed. */
async function swapIn(ctx: CommandContext, server: DatabaseServer, names: readonly string[]): Promise<void> {
  for (const [index, name] of names.entries()) {
    try {
      await query(server, ctx.env, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await query(server, ctx.env, `ALTER DATABASE "${stagingName(name)}" RENAME TO "${name}"`);
    } catch (error) {
      const message = error instanceof PgToolError ? error.stderr.trim() : String(error);
      throw new CliError(
        `Putting the restored ${name} in place failed: ${message}\n` +
          `${index > 0 ? `In place already: ${names.slice(0, index).join(', ')}. ` : ''}` +
          `The restored copies wait as ${names.slice(index).map(stagingName).join(', ')}: run the restore again.`,
      );
    }
  }
}

/** Restores a backup folder onto the server; answers what it did. */
export async function dbRestore(ctx: CommandContext, target: string, options: DbRestoreOptions): Promise<RestoreResult> {
  const startedAt = performance.now();
  const dir = resolve(target);
  const manifest: BackupManifest = readManifest(dir);
  checkKnownDatabases(manifest);
  const server = resolveServer(options.databaseUrl, ctx.env);
  const pgRestore = await toolVersion('pg_restore', ctx.env);
  await ctx.out.task('Checking the backup...', () => checkDumps(dir, manifest, pgRestore, ctx.env));
  const names = manifest.databases.map((database) => database.name);
  const { existing, connected } = await ctx.out.task(`Connecting to ${server.label}...`, async () => {
    checkServerVersion(manifest, server, await serverVersion(server, ctx.env));
    return { existing: await existingDatabases(server, ctx.env), connected: await connectedSessions(server, ctx.env, names) };
  });
  if (connected.length > 0 && !options.force) throw connectedError(server, connected);
  const absent = momstrideDatabases.filter((database) => !names.includes(database.name)).map((database) => database.name);
  if (absent.length > 0) ctx.out.note(`Not in this backup, left as they are: ${absent.join(', ')}.`);

  const when = new Date(manifest.createdAt).toLocaleString();
  await ctx.out.confirm(`Replace ${names.length} MomStride databases on ${server.label} with the backup of ${when}?`, {
    yes: options.yes,
    action: `restore ${names.length} databases on ${server.label}`,
  });

  const created = names.filter((name) => !existing.has(name));
  const restored: { name: string; seconds: number }[] = [];
  for (const [index, database] of manifest.databases.entries()) {
    const databaseStartedAt = performance.now();
    try {
      await ctx.out.task(`Restoring ${database.name} (${index + 1}/${names.length})...`, () => restoreBeside(ctx, server, join(dir, database.file), database.name));
    } catch (error) {
      await dropStaging(ctx, server, names);
      if (error instanceof PgToolError) {
        throw new CliError(`pg_restore failed on ${database.name}: ${error.stderr.trim()}\nNothing was changed: every database still holds what it held.`);
      }
      throw error;
    }
    restored.push({ name: database.name, seconds: secondsSince(databaseStartedAt) });
    if (!ctx.out.json) ctx.out.line(doneLine(database.name, formatSeconds(secondsSince(databaseStartedAt)), ...(created.includes(database.name) ? ['(new)'] : [])));
  }
  await ctx.out.task('Putting the restored databases in place...', () => swapIn(ctx, server, names));

  const connectedServices = servicesOf(connected);
  const result: RestoreResult = { dir, backupCreatedAt: manifest.createdAt, restored, created, connectedServices };
  if (ctx.out.json) {
    ctx.out.printJson(result);
    return result;
  }
  ctx.out.line(`Restored ${restored.length} databases on ${server.label} from the backup of ${when} in ${formatSeconds(secondsSince(startedAt))}.`);
  ctx.out.line(
    connectedServices.length > 0
      ? `Restart these services now, whose connections were closed and which may hold what came before: ${connectedServices.join(', ')}, and the gateway${server.embedded ? ' (npm start: Ctrl-C, then npm start)' : ''}.`
      : `Start the services (${momstrideServices.join(', ')}, then the gateway): each runs its migrations at start-up, bringing an older backup up to date.`,
  );
  return result;
}
