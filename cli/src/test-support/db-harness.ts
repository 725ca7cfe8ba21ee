/**
 * Test helpers for `momstride db backup` / `db restore`: a PostgreSQL server of the test's own (embedded, throwaway),
 * so restores never replace the shared stack's databases; a snapshot of every MomStride database on a server (each
 * table's row count and an MD5 of its rows); and SQL on one database.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { databaseUrl, startEmbeddedPostgres, type PostgresServer } from '../../../scripts/lib/postgres.js';
import { domainEventsDatabase, freePort, subgraphs } from '@momstride/testing';

/** Every MomStride database, as the launcher names them. */
export const MOMSTRIDE_DATABASES: readonly string[] = [domainEventsDatabase, ...subgraphs.map((subgraph) => subgraph.database)];

/** A new, empty embedded PostgreSQL server (its data folder is removed on stop). */
export async function startPrivateServer(): Promise<PostgresServer> {
  return startEmbeddedPostgres({
    dataDir: join(mkdtempSync(join(tmpdir(), 'momstride-db-test-')), 'postgres'),
    port: await freePort(),
    password: randomBytes(12).toString('hex'),
    persistent: false,
  });
}

/** Runs `work` with a client on `database` of the server. */
export async function withDatabase<T>(serverUrl: string, database: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl(serverUrl, database) });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Ordinary and partitioned tables of the database the client is on, as quoted `schema.table` names. */
export async function tablesOf(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT quote_ident(n.nspname) || '.' || quote_ident(c.relname) AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind IN ('r', 'p') AND n.nspname <> 'information_schema' AND n.nspname NOT LIKE 'pg\\_%' ORDER BY 1`,
  );
  return rows.map((row) => row.name);
}

/** `database → table → "rows:md5"` for every MomStride database on the server (`missing` for an absent database). */
export async function snapshot(serverUrl: string): Promise<Record<string, Record<string, string> | 'missing'>> {
  const existing = await withDatabase(serverUrl, 'postgres', async (client) => new Set((await client.query<{ datname: string }>('SELECT datname FROM pg_database')).rows.map((row) => row.datname)));
  const result: Record<string, Record<string, string> | 'missing'> = {};
  for (const database of MOMSTRIDE_DATABASES) {
    if (!existing.has(database)) {
      result[database] = 'missing';
      continue;
    }
    result[database] = await withDatabase(serverUrl, database, async (client) => {
      const tables: Record<string, string> = {};
      for (const table of await tablesOf(client)) {
        const { rows } = await client.query<{ count: string; digest: string }>(
          `SELECT count(*) AS count, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS digest FROM ONLY ${table} t`,
        );
        tables[table] = `${rows[0]!.count}:${rows[0]!.digest}`;
      }
      return tables;
    });
  }
  return result;
}

/** An idle session on `database`, as a running service keeps; answers how to close it (it may be closed for us). */
export async function holdSession(serverUrl: string, database: string): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: databaseUrl(serverUrl, database), application_name: 'momstride-db-test' });
  client.on('error', () => undefined); // terminated by a forced restore: expected
  await client.connect();
  return () => client.end().catch(() => undefined);
}

/** Names of the server's databases matching a LIKE pattern. */
export async function databasesNamed(serverUrl: string, pattern: string): Promise<string[]> {
  return withDatabase(serverUrl, 'postgres', async (client) =>
    (await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1 ORDER BY 1', [pattern])).rows.map((row) => row.datname),
  );
}
