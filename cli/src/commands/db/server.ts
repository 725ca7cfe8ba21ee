/**
 * Which PostgreSQL server `db backup` and `db restore` work on: `--database-url`, else $MOMSTRIDE_DATABASE_URL, else
 * this checkout's `npm start` embedded server (127.0.0.1, port $EMBEDDED_POSTGRES_PORT or 54329, user postgres, the
 * password from .data/secrets.json). And how the PostgreSQL client tools reach one database on it: a URI without the
 * password, which travels in PGPASSWORD so that no process list shows it.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { Env } from '../../services/config.js';
import { UsageError } from '../../services/errors.js';
import { embeddedSecretsFile } from '../../checkout.js';

export const DEFAULT_EMBEDDED_PORT = 54329;


export interface DatabaseServer {
  /** Server-level URL; its database part, when given, is where server-wide queries run (else `postgres`). */
  readonly url: URL;
  /** `host:port`. */
  readonly address: string;
  /** For messages: `PostgreSQL at host:port`, or `npm start's embedded PostgreSQL (127.0.0.1:54329)`. */
  readonly label: string;
  /** True for the default: npm start's embedded server (which runs only while npm start does). */
  readonly embedded: boolean;
}

/** The server from the flag, the environment or npm start's embedded default. */
export function resolveServer(flag: string | undefined, env: Env): DatabaseServer {
  const given = flag ?? env.MOMSTRIDE_DATABASE_URL;
  if (given) {
    let url: URL;
    try {
      url = new URL(given.trim());
    } catch {
      throw new UsageError(`Invalid database URL: expected postgres://user:password@host:5432`);
    }
    if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') throw new UsageError(`Invalid database URL: it must start with postgres://`);
    const address = `${url.hostname}:${url.port || '5432'}`;
    return { url, address, label: `PostgreSQL at ${address}`, embedded: false };
  }
  if (!existsSync(embeddedSecretsFile)) {
    throw new UsageError(
      `No database server given: pass --database-url postgres://user:password@host:5432 (or set MOMSTRIDE_DATABASE_URL). ` +
        `The default, npm start's embedded PostgreSQL, has no ${embeddedSecretsFile} yet: run npm start once.`,
    );
  }
  const { databasePassword } = JSON.parse(readFileSync(embeddedSecretsFile, 'utf8')) as { databasePassword: string };
  const port = Number(env.EMBEDDED_POSTGRES_PORT ?? DEFAULT_EMBEDDED_PORT);
  const url = new URL(`postgres://postgres:${encodeURIComponent(databasePassword)}@127.0.0.1:${port}/postgres`);
  const address = `127.0.0.1:${port}`;
  return { url, address, label: `npm start's embedded PostgreSQL (${address})`, embedded: true };
}

export interface ToolConnection {
  /** `--dbname` for pg_dump, pg_restore and psql: a URI without the password. */
  readonly dbname: string;
  /** Environment the tool needs beside it (PGPASSWORD, a connect timeout). */
  readonly env: Env;
}

/** How a client tool connects to `database` on the server (`undefined`: the server-wide one). */
export function connectionTo(server: DatabaseServer, database?: string): ToolConnection {
  const url = new URL(server.url);
  if (database) url.pathname = `/${database}`;
  else if (url.pathname === '' || url.pathname === '/') url.pathname = '/postgres';
  const password = url.password ? decodeURIComponent(url.password) : undefined;
  url.password = '';
  return { dbname: url.toString(), env: { PGCONNECT_TIMEOUT: '10', ...(password !== undefined ? { PGPASSWORD: password } : {}) } };
}
