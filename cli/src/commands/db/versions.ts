/**
 * PostgreSQL versions as the `db` commands compare them: pg_dump refuses a server of a newer major version than its
 * own, and pg_restore cannot read archives written by a newer pg_dump.
 */
import { CliError } from '../../services/errors.js';

export interface PgVersion {
  readonly major: number;
  /** As PostgreSQL prints it, e.g. `15.18` or `17.2 (Debian 17.2-1.pgdg120+1)`. */
  readonly text: string;
}

/** `pg_dump (PostgreSQL) 15.18 (Debian 15.18-0+deb12u1)` → major 15, text `15.18`. */
export function parseToolVersion(output: string): PgVersion {
  const match = /\(PostgreSQL\)\s+(\d+)(\.\d+)?/.exec(output);
  if (!match) throw new CliError(`Unexpected version output: ${output.trim()}`);
  return { major: Number(match[1]), text: `${match[1]}${match[2] ?? ''}` };
}

/** `server_version_num` (150018 is 15.18; 90624, 9.6.24, counts as major 9) and `server_version`. */
export function parseServerVersion(num: string, text: string): PgVersion {
  const value = Number(num);
  if (!Number.isInteger(value) || value <= 0) throw new CliError(`Unexpected server version: ${num}`);
  return { major: Math.floor(value / 10_000), text: text.trim() || num };
}

