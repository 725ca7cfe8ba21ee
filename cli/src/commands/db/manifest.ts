/**
 * manifest.json, written last into a backup folder (a folder without one is an unfinished backup): when, by which
 * pg_dump from which server, and each database's dump file with its size and SHA-256, so that a restore can check
 * every file before it touches anything.
 */
import { createHash } from 'node:crypto';
import { chmodSync, createReadStream, existsSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CliError } from '../../services/errors.js';
import type { PgVersion } from './versions.js';

export const MANIFEST_FILE = 'manifest.json';
const FORMAT = 'momstride-db-backup';
const FORMAT_VERSION = 1;

export interface BackedUpDatabase {
  readonly name: string;
  /** The dump's file name in the folder (`<name>.dump`, pg_dump's custom format). */
  readonly file: string;
  readonly bytes: number;
  readonly sha256: string;
  /** How long pg_dump took. */
  readonly seconds: number;
}

export interface BackupManifest {
  readonly format: typeof FORMAT;
  readonly version: typeof FORMAT_VERSION;
  /** When the backup started (ISO 8601). */
  readonly createdAt: string;
  readonly pgDump: PgVersion;
  readonly server: PgVersion & { readonly address: string };
  readonly databases: readonly BackedUpDatabase[];
}

export const dumpFileOf = (database: string): string => `${database}.dump`;

/** SHA-256 of a file, read as a stream (dumps can be large). */
export async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Writes the manifest, owner-only like the dumps (through a temporary name, so a half-written one never exists). */
export function writeManifest(dir: string, manifest: BackupManifest): void {
  const path = join(dir, MANIFEST_FILE);
  writeFileSync(`${path}.partial`, `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  chmodSync(`${path}.partial`, 0o600);
  renameSync(`${path}.partial`, path);
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isVersion = (value: unknown): value is PgVersion => isObject(value) && typeof value.major === 'number' && typeof value.text === 'string';
const isDatabase = (value: unknown): value is BackedUpDatabase =>
  isObject(value) &&
  typeof value.name === 'string' &&
  typeof value.file === 'string' &&
  value.file === dumpFileOf(value.name) &&
  typeof value.bytes === 'number' &&
  typeof value.sha256 === 'string';

/** Reads and checks a backup folder's manifest; a clear error when the folder or the manifest is missing or wrong. */
export function readManifest(dir: string): BackupManifest {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new CliError(`No backup at ${dir}: there is no such folder.`);
  const path = join(dir, MANIFEST_FILE);
  if (!existsSync(path)) {
    throw new CliError(`No ${MANIFEST_FILE} in ${dir}: not a MomStride backup, or an unfinished one (a backup writes its manifest last).`);
  }
  let manifest: unknown;
  try {
    manifest = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new CliError(`${path} is not valid JSON: ${(error as Error).message}`);
  }
  if (!isObject(manifest) || manifest.format !== FORMAT) throw new CliError(`${path} is not the manifest of a MomStride backup.`);
  if (manifest.version !== FORMAT_VERSION) {
    throw new CliError(`${path} is a backup of format version ${String(manifest.version)}; this CLI reads version ${FORMAT_VERSION}.`);
  }
  const { createdAt, pgDump, server, databases } = manifest;
  if (typeof createdAt !== 'string' || !isVersion(pgDump) || !isVersion(server) || !Array.isArray(databases) || !databases.every(isDatabase) || databases.length === 0) {
    throw new CliError(`${path} is damaged: it lacks fields a backup's manifest has.`);
  }
  return manifest as unknown as BackupManifest;
}
