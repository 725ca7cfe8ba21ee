/**
 * The migration step on its own (`node server/dist/migrate.js`, the Kubernetes migration Job): it brings empty
 * databases to the version the services expect, once, and exits; run again it finds nothing to do; it fails with
 * status 1 when a database cannot be migrated.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createLogger } from '@momstride/kit';
import { queryRows, subgraphs, withDatabase } from '@momstride/testing';
import { describe, expect, inject, it } from 'vitest';
import { repoRoot } from '../../scripts/lib/paths.js';
import { migrateSubgraphs } from './migrate-subgraphs.js';
import { databaseUrl } from './service-env.js';

const run = promisify(execFile);
const logger = createLogger({ name: 'migrate-test', level: 'silent' });
const migrateEntry = join(repoRoot, 'server', 'dist', 'migrate.js');

describe('the migration step', () => {
  it('migrates every subgraph\'s empty database once; a second run applies nothing', async () => {
    const server = inject('serverDatabaseUrl');
    const suffix = randomBytes(4).toString('hex');
    const databases = Object.fromEntries(subgraphs.map((subgraph) => [subgraph.name, databaseUrl(server, `${subgraph.database}_migrate_${suffix}`)]));
    const names = Object.values(databases).map((url) => new URL(url).pathname.slice(1));
    await withDatabase(server, async (client) => {
      for (const name of names) await client.query(`CREATE DATABASE ${name}`);
    });
    try {
      const applied = await migrateSubgraphs(databases, logger);
      for (const subgraph of subgraphs) {
        expect(applied[subgraph.name]!.length, subgraph.name).toBeGreaterThan(0);
        const recorded = await queryRows<{ name: string }>(databases[subgraph.name]!, 'select name from mikro_orm_migrations');
        expect(recorded.length, subgraph.name).toBeGreaterThan(0);
      }
      const again = await migrateSubgraphs(databases, logger);
      expect(Object.values(again).flat()).toEqual([]);
    } finally {
      await withDatabase(server, async (client) => {
        for (const name of names) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      });
    }
  });

  it('node server/dist/migrate.js on an installation already migrated: each database up to date, exit 0', async () => {
    const { stdout } = await run(process.execPath, [migrateEntry], { cwd: repoRoot, env: { ...process.env, DATABASE_URL: inject('serverDatabaseUrl'), LOG_LEVEL: 'info' } });
    const lines = stdout.trim().split('\n').map((line) => JSON.parse(line) as { subgraph?: string; msg: string });
    expect(lines.map((line) => [line.subgraph, line.msg])).toEqual(subgraphs.map((subgraph) => [subgraph.name, 'database up to date']));
  });

  it('exits 1 when it cannot migrate (here: a role the server does not know), saying so', async () => {
    const server = new URL(inject('serverDatabaseUrl'));
    server.username = `nobody_${randomBytes(3).toString('hex')}`;
    const failed = await run(process.execPath, [migrateEntry], { cwd: repoRoot, env: { ...process.env, DATABASE_URL: server.toString() } }).then(
      () => undefined,
      (error: { code: number; stdout: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stdout).toContain('migration failed');
  });
});
