/**
 * `momstride db backup <dir>`: one `pg_dump --format=custom` of every MomStride database (the domain-event queue's and
 * each subgraph's, from subgraphs.config.ts) into `<dir>/<database>.dump`, then manifest.json. Refuses a folder that
 * holds anything, a server missing one of the databases, and a pg_dump older than the server.
 *
 * A backup is a secret (it holds message content, order contacts, password hashes): the folder is made 0700 and every
 * file in it 0600 whatever the umask, so no other local user can read it (docs/security.md, "Backups").
 */
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { CommandContext } from '../../services/context.js';
import { CliError } from '../../services/errors.js';
import { momstrideDatabases } from './databases.js';
import { doneLine, formatBytes, formatSeconds, secondsSince } from './db-format.js';
import { dumpFileOf, sha256Of, writeManifest, type BackedUpDatabase, type BackupManifest } from './manifest.js';
import { existingDatabases, PgToolError, runTool, serverVersion, toolVersion } from './pg-tools.js';
import { connectionTo, resolveServer, type DatabaseServer } from './server.js';

export interface DbServerOptions {
  /** `--database-url`: the PostgreSQL server (server-level URL). */
  databaseUrl?: string;
}

/** Owner only: the backup folder and every file in it. */
export const BACKUP_FOLDER_MODE = 0o700;
export const BACKUP_FILE_MODE = 0o600;

/** Entries a fresh volume has by itself: a folder holding only these counts as empty. */
const IGNORABLE_ENTRIES = new Set(['lost+found']);

/** The backup folder, created when missing; refused when it is a file or holds anything. */
function prepareFolder(dir: string): void {
  if (existsSync(dir)) {
    if (!statSync(dir).isDirectory()) throw new CliError(`${dir} is a file: give a folder for the backup.`);
    const entries = readdirSync(dir).filter((entry) => !IGNORABLE_ENTRIES.has(entry));
    if (entries.length > 0) {
      throw new CliError(`${dir} is not empty (${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}): a backup goes into a new or empty folder and never replaces files.`);
    }
  }
  mkdirSync(dir, { recursive: true, mode: BACKUP_FOLDER_MODE });
  // An existing empty folder keeps its mode through mkdir, and a new one gets the umask's: set it either way.
  chmodSync(dir, BACKUP_FOLDER_MODE);
}

/** Dumps one database into `<dir>/<name>.dump` (through a `.partial` name, removed when pg_dump fails). */
async function dumpDatabase(ctx: CommandContext, server: DatabaseServer, dir: string, name: string): Promise<BackedUpDatabase> {
  const startedAt = performance.now();
  const file = dumpFileOf(name);
  const partial = join(dir, `${file}.partial`);
  const connection = connectionTo(server, name);
  try {
    // pg_dump keeps the mode of a file that exists, so the file is made owner-only before it writes a byte.
    closeSync(openSync(partial, 'wx', BACKUP_FILE_MODE));
    chmodSync(partial, BACKUP_FILE_MODE);
    await runTool('pg_dump', ['--format=custom', '--no-password', `--file=${partial}`, `--dbname=${connection.dbname}`], { ...ctx.env, ...connection.env });
  } catch (error) {
    rmSync(partial, { force: true });
    if (error instanceof PgToolError) {
      throw new CliError(`pg_dump failed on ${name}: ${error.stderr.trim()}\n${dir} holds an unfinished backup (no manifest.json): delete it.`);
    }
    throw error;
  }
  const path = join(dir, file);
  chmodSync(partial, BACKUP_FILE_MODE);
  renameSync(partial, path);
  return { name, file, bytes: statSync(path).size, sha256: await sha256Of(path), seconds: secondsSince(startedAt) };
}

/** Backs up every MomStride database on the server into `dir`; answers the manifest it wrote. */
export async function dbBackup(ctx: CommandContext, target: string, options: DbServerOptions): Promise<BackupManifest> {
  const startedAt = performance.now();
  const createdAt = new Date().toISOString();
  const dir = resolve(target);
  const server = resolveServer(options.databaseUrl, ctx.env);
  const pgDump = await toolVersion('pg_dump', ctx.env);
  const version = await ctx.out.task(`Connecting to ${server.label}...`, () => serverVersion(server, ctx.env));
  if (version.major > pgDump.major) {
    throw new CliError(
      `pg_dump ${pgDump.text} cannot back up PostgreSQL ${version.text}: it needs pg_dump ${version.major} or newer ` +
        `(Debian/Ubuntu: apt-get install postgresql-client-${version.major}, from apt.postgresql.org when your release lacks it).`,
    );
  }
  const existing = await existingDatabases(server, ctx.env);
  const missing = momstrideDatabases.filter((database) => !existing.has(database.name)).map((database) => database.name);
  if (missing.length > 0) {
    throw new CliError(`${server.label} has no ${missing.join(', ')}: is it MomStride's server? (npm start or docker compose creates them.)`);
  }
  prepareFolder(dir);

  const databases: BackedUpDatabase[] = [];
  for (const [index, { name }] of momstrideDatabases.entries()) {
    const done = await ctx.out.task(`Backing up ${name} (${index + 1}/${momstrideDatabases.length})...`, () => dumpDatabase(ctx, server, dir, name));
    databases.push(done);
    if (!ctx.out.json) ctx.out.line(doneLine(done.file, formatBytes(done.bytes), formatSeconds(done.seconds)));
  }
  const manifest: BackupManifest = {
    format: 'momstride-db-backup',
    version: 1,
    createdAt,
    pgDump,
    server: { ...version, address: server.address },
    databases,
  };
  writeManifest(dir, manifest);
  if (ctx.out.json) {
    ctx.out.printJson({ dir, ...manifest });
  } else {
    const total = databases.reduce((sum, database) => sum + database.bytes, 0);
    ctx.out.line(
      `Backed up ${databases.length} databases (${formatBytes(total)}) from ${server.label} to ${dir} in ${formatSeconds(secondsSince(startedAt))}.`,
    );
    ctx.out.line(`Restore it with: momstride db restore ${dir}`);
  }
  return manifest;
}
