/**
 * For tests that need an empty accounts database (e.g. "the first account becomes the organization owner"):
 * creates a new database on the test server and starts a separate accounts subgraph on it.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { subgraphs, workspaceOf } from '../../subgraphs.config.js';
import { repoRoot } from '../lib/paths.js';
import { freePort } from '../lib/ports.js';
import { spawnService, stopService, waitUntilReady } from '../lib/processes.js';
import { subgraphEnv } from '../lib/stack.js';

export interface FreshAccounts {
  /** Base URL of the fresh accounts subgraph (GraphQL at `${url}/graphql`). */
  readonly url: string;
  readonly outboxDir: string;
  stop(): Promise<void>;
}

export async function startFreshAccounts(env: NodeJS.ProcessEnv = {}): Promise<FreshAccounts> {
  const accounts = subgraphs.find((subgraph) => subgraph.name === 'accounts');
  if (!accounts) throw new Error('accounts is not in subgraphs.config.ts');
  const serverUrl = inject('serverDatabaseUrl');
  const database = `momstride_accounts_fresh_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();

  const port = await freePort();
  const outboxDir = mkdtempSync(join(tmpdir(), 'momstride-fresh-outbox-'));
  const service = spawnService({
    name: 'accounts-fresh',
    script: join(repoRoot, workspaceOf(accounts), 'dist', 'index.js'),
    cwd: repoRoot,
    env: {
      ...subgraphEnv(
        {
          serverDatabaseUrl: serverUrl,
          secrets: inject('stackSecrets'),
          subgraphPorts: { accounts: port },
          outboxDir,
          mediaDir: outboxDir,
          seedDemoData: false,
          nodeEnv: 'test',
          env: { LOG_LEVEL: 'warn', ...env },
        },
        { ...accounts, database },
      ),
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilReady(`${url}/readyz`, service);
  return {
    url,
    outboxDir,
    stop: async () => {
      await stopService(service);
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
