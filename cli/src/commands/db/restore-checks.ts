/**
 * What `db restore` checks before it touches anything: every dump is there, whole (size and SHA-256 as in the
 * manifest) and readable by this pg_restore; the server is not older than the backup's; and which services are
 * connected to the databases it would replace.
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Env } from '../../services/config.js';
import { CliError } from '../../services/errors.js';
import { momstrideDatabases } from './databases.js';
import { sha256Of, type BackupManifest } from './manifest.js';
import { PgToolError, query, runTool } from './pg-tools.js';
import type { DatabaseServer } from './server.js';
import type { PgVersion } from './versions.js';

/** Refuses databases this MomStride does not have (a backup of something else). */
export function checkKnownDatabases(manifest: BackupManifest): void {
  const known = new Set(momstrideDatabases.map((database) => database.name));
  const unknown = manifest.databases.filter((database) => !known.has(database.name)).map((database) => database.name);
  if (unknown.length > 0) throw new CliError(`The backup holds databases MomStride does not have: ${unknown.join(', ')}.`);
}

/** Each dump exists, has the manifest's size and SHA-256, and this pg_restore can read it (`--list`). */
export async function checkDumps(dir: string, manifest: BackupManifest, pgRestore: PgVersion, env: Env): Promise<void> {
  if (manifest.pgDump.major > pgRestore.major) {
    throw new CliError(`This backup was written by pg_dump ${manifest.pgDump.text}: reading it needs pg_restore ${manifest.pgDump.major} or newer (this one is ${pgRestore.text}).`);
  }
  for (const database of manifest.databases) {
    const path = join(dir, database.file);
    if (!existsSync(path)) throw new CliError(`${database.file} is missing from ${dir}: the backup is incomplete, nothing was restored.`);
    const bytes = statSync(path).size;
    if (bytes !== database.bytes) throw new CliError(`${path} is damaged: ${bytes} bytes, the manifest says ${database.bytes}. Nothing was restored.`);
    if ((await sha256Of(path)) !== database.sha256) throw new CliError(`${path} is damaged: its SHA-256 differs from the manifest's. Nothing was restored.`);
    try {
      await runTool('pg_restore', ['--list', path], env);
    } catch (error) {
      if (error instanceof PgToolError) throw new CliError(`pg_restore cannot read ${path}: ${error.stderr.trim()}. Nothing was restored.`);
      throw error;
    }
  }
}

/** The server must be at least the backup's major version (a dump of a newer server may use what an older lacks). */
export function checkServerVersion(manifest: BackupManifest, server: DatabaseServer, version: PgVersion): void {
  if (version.major < manifest.server.major) {
    throw new CliError(`This backup comes from PostgreSQL ${manifest.server.text}; ${server.label} runs ${version.text}: restore it onto PostgreSQL ${manifest.server.major} or newer.`);
  }
}

export interface ConnectedDatabase {
  readonly database: string;
  readonly connections: number;
}

/** Other sessions on the databases to restore (services, psql shells…), by database. */
export async function connectedSessions(server: DatabaseServer, env: Env, databases: readonly string[]): Promise<ConnectedDatabase[]> {
  const list = databases.map((name) => `'${name}'`).join(', ');
  const rows = await query(
    server,
    env,
    `SELECT datname, count(*) FROM pg_stat_activity WHERE datname IN (${list}) AND pid <> pg_backend_pid() GROUP BY datname ORDER BY datname`,
  );
  return rows.map(([database, connections]) => ({ database: database!, connections: Number(connections) }));
}
