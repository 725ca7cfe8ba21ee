/**
 * The PostgreSQL client tools the `db` commands run (pg_dump, pg_restore, psql, found on PATH): one run with its
 * output captured, their versions, SQL through psql, and errors a person can act on (a tool missing, a server that
 * does not answer).
 */
import { spawn } from 'node:child_process';
import type { Env } from '../../services/config.js';
import { CliError } from '../../services/errors.js';
import { connectionTo, type DatabaseServer } from './server.js';
import { parseServerVersion, parseToolVersion, type PgVersion } from './versions.js';

export type PgTool = 'pg_dump' | 'pg_restore' | 'psql';

export const INSTALL_HINT =
  'Install the PostgreSQL client tools (pg_dump, pg_restore, psql; Debian/Ubuntu: apt-get install postgresql-client) of the server’s major version or newer, first on PATH';

/** A tool that ended with a non-zero status; `stderr` holds what it said. */
export class PgToolError extends CliError {
  constructor(
    readonly tool: PgTool,
    readonly stderr: string,
  ) {
    super(`${tool} failed: ${stderr.trim() || 'no message'}`);
    this.name = 'PgToolError';
  }
}

export interface ToolRun {
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `tool args` (never prompting for a password) and answers its output; throws PgToolError when it fails. */
export function runTool(tool: PgTool, args: readonly string[], env: Env): Promise<ToolRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args], { env: { ...env, PGCONNECT_TIMEOUT: env.PGCONNECT_TIMEOUT ?? '10' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new CliError(`${tool} was not found. ${INSTALL_HINT}.`) : error),
    );
    child.on('close', (code) => (code === 0 ? resolve({ stdout, stderr }) : reject(new PgToolError(tool, stderr))));
  });
}

/** `pg_dump --version` and friends, parsed. */
export async function toolVersion(tool: PgTool, env: Env): Promise<PgVersion> {
  return parseToolVersion((await runTool(tool, ['--version'], env)).stdout);
}

/** Rows of `sql` (tab-separated fields) run by psql on `database` (default: the server-wide one). */
export async function query(server: DatabaseServer, env: Env, sql: string, database?: string): Promise<string[][]> {
  const connection = connectionTo(server, database);
  try {
    const { stdout } = await runTool(
      'psql',
      ['--no-psqlrc', '--no-password', '--no-align', '--tuples-only', '--quiet', '--field-separator=\t', '--set=ON_ERROR_STOP=1', `--dbname=${connection.dbname}`, `--command=${sql}`],
      { ...env, ...connection.env },
    );
    return stdout.split('\n').filter((line) => line !== '').map((line) => line.split('\t'));
  } catch (error) {
    throw error instanceof PgToolError ? unreachable(server, error) ?? error : error;
  }
}

/** A clear message when psql could not connect at all (nothing listening, refused credentials). */
function unreachable(server: DatabaseServer, error: PgToolError): CliError | undefined {
  if (!/connection to server|could not connect|password authentication failed|no password supplied|timeout expired/i.test(error.stderr)) return undefined;
  // "psql: error: connection to server at "127.0.0.1", port 54329 failed: Connection refused" → "Connection refused".
  const detail = (error.stderr.trim().split('\n')[0] ?? '').replace(/^psql: (error: )?/, '').replace(/^connection to server .*? failed: /, '').replace(/\.$/, '');
  const hint = server.embedded ? ' Is npm start running? (Or pass --database-url / set MOMSTRIDE_DATABASE_URL.)' : '';
  return new CliError(`Could not connect to ${server.label}: ${detail}.${hint}`);
}

/** The server's version (`server_version_num`, and `server_version` for messages). */
export async function serverVersion(server: DatabaseServer, env: Env): Promise<PgVersion> {
  const [[num, text] = []] = await query(server, env, `SELECT current_setting('server_version_num'), current_setting('server_version')`);
  return parseServerVersion(num ?? '', text ?? '');
}

/** Names of the databases that exist on the server. */
export async function existingDatabases(server: DatabaseServer, env: Env): Promise<Set<string>> {
  return new Set((await query(server, env, 'SELECT datname FROM pg_database')).map(([name]) => name!));
}
