/**
 * `momstride db backup` and `db restore` against real PostgreSQL, through the CLI's own code path. The shared test
 * stack's databases (demo seed and whatever other tests wrote) are only read: backed up, then restored onto a server of
 * this file's own, where the round trip runs — back up, delete data (rows, a table, a whole database), restore, and
 * every row of every table is back. The refusals are checked on the damaged server: each leaves it as it was.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fileMode, runMomstride, tempConfigDir } from '../../test-support/cli-harness.js';
import { databasesNamed, holdSession, MOMSTRIDE_DATABASES, snapshot, startPrivateServer, tablesOf, withDatabase } from '../../test-support/db-harness.js';
import { type PostgresServer } from '@momstride/testing';

const work = mkdtempSync(join(tmpdir(), 'momstride-db-backups-'));
let server: PostgresServer;

/** `momstride db <argv>` with the PostgreSQL client tools on PATH and `url` as the server. */
const db = (argv: readonly string[], url: string, env: Record<string, string> = {}) =>
  runMomstride(['db', ...argv], { configDir: tempConfigDir(), env: { PATH: process.env.PATH ?? '', MOMSTRIDE_DATABASE_URL: url, ...env } });

beforeAll(async () => {
  server = await startPrivateServer();
});

afterAll(async () => {
  await server?.stop();
  rmSync(work, { recursive: true, force: true });
});

// Seven databases dumped and restored several times over: 47 s, and over 60 s, on a busy 2-core machine (load 11–14).
describe('momstride db backup and db restore', { timeout: 180_000 }, () => {
  it('backs up every database, and a restore after deleting data brings every row back', async () => {
    // The shared stack's data, onto the private server (where none of its databases exists yet).
    const shared = join(work, 'shared');
    const sharedBackup = await db(['backup', shared], inject('serverDatabaseUrl'));
    expect(sharedBackup.stderr).toBe('');
    expect(sharedBackup.code).toBe(0);
    expect(readdirSync(shared).sort()).toEqual([...MOMSTRIDE_DATABASES.map((name) => `${name}.dump`), 'manifest.json'].sort());
    const toPrivate = await db(['restore', shared, '--yes'], server.url);
    expect(toPrivate.stderr).toBe('');
    expect(toPrivate.code).toBe(0);
    for (const name of MOMSTRIDE_DATABASES) expect(toPrivate.stdout).toContain(`✔ ${name} `);
    expect(toPrivate.stdout).toMatch(/\(new\)/);

    const before = await snapshot(server.url);
    const demoAdmin = `SELECT email FROM users WHERE email = 'olivia@momstride.example'`;
    expect((await withDatabase(server.url, 'momstride_accounts', (client) => client.query(demoAdmin))).rowCount).toBe(1);

    // The backup under test, with its manifest, into an empty folder others could read.
    const dir = join(work, 'today');
    mkdirSync(dir, { mode: 0o755 });
    const backup = await db(['backup', dir, '--json'], server.url);
    expect(backup.code).toBe(0);
    // A backup is a secret: the folder is the owner's only, and so is every file in it (umask or not).
    expect(await fileMode(dir)).toBe(0o700);
    for (const entry of readdirSync(dir)) expect({ entry, mode: await fileMode(join(dir, entry)) }).toEqual({ entry, mode: 0o600 });
    expect(await fileMode(join(shared, 'manifest.json'))).toBe(0o600);
    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as { databases: { name: string; bytes: number }[]; pgDump: { major: number }; server: { major: number } };
    expect(JSON.parse(backup.stdout)).toMatchObject({ dir, ...manifest });
    expect(manifest.databases.map((database) => database.name)).toEqual(MOMSTRIDE_DATABASES);
    expect(manifest.databases.every((database) => database.bytes > 0)).toBe(true);
    expect(manifest.server.major).toBeLessThanOrEqual(manifest.pgDump.major);

    // Deleting data: every row of accounts and of the queue, one table of community, the whole messaging database.
    for (const database of ['momstride_accounts', 'momstride_domain_events']) {
      await withDatabase(server.url, database, async (client) => client.query(`TRUNCATE ${(await tablesOf(client)).join(', ')} CASCADE`));
    }
    await withDatabase(server.url, 'momstride_community', async (client) => client.query(`DROP TABLE ${(await tablesOf(client)).find((table) => table.endsWith('.posts'))} CASCADE`));
    await withDatabase(server.url, 'postgres', (client) => client.query('DROP DATABASE momstride_messaging'));
    const damaged = await snapshot(server.url);
    expect(damaged).not.toEqual(before);
    expect((await withDatabase(server.url, 'momstride_accounts', (client) => client.query(demoAdmin))).rowCount).toBe(0);

    // A service still connected: refused, naming it, and nothing is touched; --force restores under it.
    const closeSession = await holdSession(server.url, 'momstride_accounts');
    const refused = await db(['restore', dir, '--yes'], server.url);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^Services are connected to the databases to restore: momstride_accounts \(1\) — accounts\. Stop them first/);
    expect(await snapshot(server.url)).toEqual(damaged);

    const restore = await db(['restore', dir, '--yes', '--force'], server.url);
    await closeSession();
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toMatch(/✔ momstride_messaging {2}[\d.]+ s {2}\(new\)/);
    expect(restore.stdout).toMatch(/Restored 7 databases on PostgreSQL at 127\.0\.0\.1:\d+ from the backup of .+ in [\d.]+ s\./);
    expect(restore.stdout).toContain('Restart these services now, whose connections were closed and which may hold what came before: accounts, and the gateway.');
    expect(await snapshot(server.url)).toEqual(before);
    expect((await withDatabase(server.url, 'momstride_accounts', (client) => client.query(demoAdmin))).rowCount).toBe(1);
    expect(await databasesNamed(server.url, '%__restoring')).toEqual([]);
  });

  it('refuses bad input with a clear message and touches nothing', async () => {
    const dir = join(work, 'refusals');
    expect((await db(['backup', dir], server.url)).code).toBe(0);
    await withDatabase(server.url, 'momstride_accounts', (client) => client.query('TRUNCATE users CASCADE'));
    const untouched = await snapshot(server.url);

    const occupied = await db(['backup', dir], server.url);
    expect(occupied).toMatchObject({ code: 1, stdout: '' });
    expect(occupied.stderr).toContain(`${dir} is not empty (8 entries): a backup goes into a new or empty folder`);

    const nowhere = await db(['restore', join(work, 'nowhere'), '--yes'], server.url);
    expect(nowhere).toMatchObject({ code: 1, stderr: `No backup at ${join(work, 'nowhere')}: there is no such folder.\n` });

    const empty = join(work, 'empty');
    mkdirSync(empty);
    const noManifest = await db(['restore', empty, '--yes'], server.url);
    expect(noManifest).toMatchObject({ code: 1, stderr: `No manifest.json in ${empty}: not a MomStride backup, or an unfinished one (a backup writes its manifest last).\n` });

    const incomplete = join(work, 'incomplete');
    expect((await db(['backup', incomplete], server.url)).code).toBe(0);
    rmSync(join(incomplete, 'momstride_commerce.dump'));
    const missingDump = await db(['restore', incomplete, '--yes'], server.url);
    expect(missingDump).toMatchObject({ code: 1, stderr: `momstride_commerce.dump is missing from ${incomplete}: the backup is incomplete, nothing was restored.\n` });

    writeFileSync(join(incomplete, 'momstride_commerce.dump'), readFileSync(join(dir, 'momstride_commerce.dump')).subarray(0, 100));
    const damagedDump = await db(['restore', incomplete, '--yes'], server.url);
    expect(damagedDump.code).toBe(1);
    expect(damagedDump.stderr).toMatch(/momstride_commerce\.dump is damaged: 100 bytes, the manifest says \d+\. Nothing was restored\./);

    const unconfirmed = await db(['restore', dir], server.url);
    expect(unconfirmed).toMatchObject({ code: 2, stderr: expect.stringMatching(/^Refusing to restore 7 databases on PostgreSQL at 127\.0\.0\.1:\d+ without --yes when not on a terminal\n$/) });

    const noTools = await db(['backup', join(work, 'no-tools')], server.url, { PATH: join(work, 'no-such-bin') });
    expect(noTools.code).toBe(1);
    expect(noTools.stderr).toMatch(/^pg_dump was not found\. Install the PostgreSQL client tools .*apt-get install postgresql-client/);
    expect(existsSync(join(work, 'no-tools'))).toBe(false);

    expect(await snapshot(server.url)).toEqual(untouched);
  });

  it('leaves each database exactly as backed up: a table made after the backup is gone', async () => {
    const dir = join(work, 'exact');
    expect((await db(['backup', dir], server.url)).code).toBe(0);
    const backedUp = await snapshot(server.url);
    await withDatabase(server.url, 'momstride_commerce', (client) => client.query('CREATE TABLE added_later (id int); INSERT INTO added_later VALUES (1)'));
    expect(await snapshot(server.url)).not.toEqual(backedUp);

    const restore = await db(['restore', dir, '--yes'], server.url);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain('Start the services (accounts, community, events-wellness, messaging, media-reviews, commerce, then the gateway)');
    expect(await snapshot(server.url)).toEqual(backedUp);
  });
});
