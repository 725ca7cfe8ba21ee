/**
 * Scripts call the CLI in loops, so a non-interactive run must load only what it uses: no React, Ink or views
 * (they load at the point of drawing), no graphql-request or the whole `graphql` package, and of the commands
 * only the one that runs (the tree is built from descriptors, each action imports its implementation). Checked
 * by running the compiled modules (cli/dist/main.js) with a hook that records every module it loads — not by timing
 * it. `momstride` itself (cli/dist/bin.cjs) runs the bundle of those modules (cli/bundle/main.cjs, one script in
 * which each lazy import stays lazy; the Ink views are modules beside it): checked last.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { gatewayUrl, tempConfigDir } from './test-support/cli-harness.js';
import { placeOrder } from './test-support/orders-harness.js';
import { adminEnv } from './test-support/users-harness.js';

const run = promisify(execFile);
const compiled = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const bin = fileURLToPath(new URL('../dist/bin.cjs', import.meta.url));
const bundle = fileURLToPath(new URL('../bundle/', import.meta.url));
const recorder = fileURLToPath(new URL('./test-support/module-recorder.mjs', import.meta.url));
const dist = fileURLToPath(new URL('../dist/', import.meta.url));

interface RecordedRun {
  code: number;
  stdout: string;
  /** Every module the run loaded: file paths (CommonJS) and URLs (ES modules), as paths. */
  modules: string[];
}

/** Runs the compiled CLI (stdout a pipe, as in a script) and records which modules it loaded. */
async function recordRun(args: string[], env: Record<string, string> = {}, entry = compiled): Promise<RecordedRun> {
  const record = join(mkdtempSync(join(tmpdir(), 'momstride-startup-')), 'modules.txt');
  const childEnv = {
    PATH: process.env.PATH ?? '',
    HOME: tmpdir(),
    MOMSTRIDE_API: gatewayUrl(),
    MOMSTRIDE_CONFIG_DIR: tempConfigDir(),
    MODULE_RECORD_FILE: record,
    ...env,
  };
  let code = 0;
  let stdout: string;
  try {
    ({ stdout } = await run(process.execPath, ['--import', recorder, entry, ...args], { env: childEnv }));
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    code = failed.code;
    stdout = failed.stdout;
  }
  const modules = [
    ...new Set(
      readFileSync(record, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((entry) => (entry.startsWith('file:') ? fileURLToPath(entry) : entry)),
    ),
  ];
  return { code, stdout, modules };
}

/** The packages (node_modules/<name>) among the loaded modules. */
const packagesOf = (modules: readonly string[]): string[] => [
  ...new Set(modules.flatMap((path) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(path)?.[1] ?? [])),
];

/** The CLI's own compiled modules that were loaded, relative to cli/dist ("commands/users/list.js"). */
const ownModules = (modules: readonly string[]): string[] =>
  modules.filter((path) => path.startsWith(dist)).map((path) => path.slice(dist.length));

const DRAWING_PACKAGES = ['react', 'ink', '@inkjs/ui', 'react-reconciler', 'yoga-layout'];
const VERB_IMPLEMENTATIONS = [
  'commands/auth/login.js',
  'commands/auth/status.js',
  'commands/auth/logout.js',
  'commands/auth/logout-everywhere.js',
  'commands/users/list.js',
  'commands/users/show.js',
  'commands/users/set-role.js',
  'commands/users/delete.js',
  'commands/users/requests.js',
  'commands/users/grant-admin.js',
  'commands/users/unsuspend.js',
  'commands/events/list.js',
  'commands/events/show.js',
  'commands/events/create.js',
  'commands/events/update.js',
  'commands/events/cancel.js',
  'commands/events/participants.js',
  'commands/reports/list.js',
  'commands/reports/resolve.js',
  'commands/reports/restore.js',
  'commands/orders/list.js',
  'commands/orders/show.js',
  'commands/orders/set-status.js',
  'commands/products/list.js',
  'commands/products/import.js',
  'commands/tokens/list.js',
  'commands/tokens/create.js',
  'commands/tokens/revoke.js',
  'commands/webhooks/list.js',
  'commands/webhooks/create.js',
  'commands/webhooks/delete.js',
  'commands/webhooks/test.js',
  'commands/webhooks/deliveries.js',
  'commands/webhooks/set-enabled.js',
  'commands/db/backup.js',
  'commands/db/restore.js',
];

function expectNothingDrawn(modules: readonly string[]): void {
  const packages = packagesOf(modules);
  for (const name of [...DRAWING_PACKAGES, 'graphql-request']) expect(packages, `${name} was loaded`).not.toContain(name);
  // Of `graphql`, only the printer that turns a document into query text.
  expect(modules.filter((path) => /node_modules\/graphql\/index\.(m?js)$/.test(path))).toEqual([]);
  expect(ownModules(modules).filter((path) => path.startsWith('ui/'))).toEqual([]);
}

describe('what a non-interactive momstride run loads', () => {
  it('users list --json: no React, Ink, views or graphql-request, and of the commands only users list', async () => {
    const result = await recordRun(['users', 'list', '--json'], await adminEnv());
    expect(result.code).toBe(0);
    expect(Array.isArray(JSON.parse(result.stdout))).toBe(true);
    expectNothingDrawn(result.modules);
    const verbs = ownModules(result.modules).filter((path) => VERB_IMPLEMENTATIONS.includes(path));
    expect(verbs).toEqual(['commands/users/list.js']);
  });

  it('users list piped (tab-separated lines) and auth status --json draw nothing either', async () => {
    const env = await adminEnv();
    const piped = await recordRun(['users', 'list', '--limit', '2'], env);
    expect(piped.code).toBe(0);
    expect(piped.stdout.trimEnd().split('\n')[0]?.split('\t')).toHaveLength(8);
    expectNothingDrawn(piped.modules);

    const status = await recordRun(['auth', 'status', '--json'], env);
    expect(status.code).toBe(0);
    expect(JSON.parse(status.stdout)).toMatchObject({ user: { email: 'olivia@momstride.example' } });
    expectNothingDrawn(status.modules);
    expect(ownModules(status.modules).filter((path) => VERB_IMPLEMENTATIONS.includes(path))).toEqual(['commands/auth/status.js']);
  });

  it('events list --json and events show --json: nothing drawn, and of the commands only the one that runs', async () => {
    const env = await adminEnv();
    const list = await recordRun(['events', 'list', '--json', '--limit', '3'], env);
    expect(list.code).toBe(0);
    const events = JSON.parse(list.stdout) as { id: string }[];
    expect(events).toHaveLength(3);
    expectNothingDrawn(list.modules);
    expect(ownModules(list.modules).filter((path) => VERB_IMPLEMENTATIONS.includes(path))).toEqual(['commands/events/list.js']);

    const show = await recordRun(['events', 'show', events[0]?.id ?? '', '--json'], env);
    expect(show.code).toBe(0);
    expect(JSON.parse(show.stdout)).toMatchObject({ id: events[0]?.id });
    expectNothingDrawn(show.modules);
    expect(ownModules(show.modules).filter((path) => VERB_IMPLEMENTATIONS.includes(path))).toEqual(['commands/events/show.js']);
  });

  it('reports list --json: nothing drawn, and of the commands only the one that runs', async () => {
    const list = await recordRun(['reports', 'list', '--json'], await adminEnv());
    expect(list.code).toBe(0);
    expect(Array.isArray(JSON.parse(list.stdout))).toBe(true);
    expectNothingDrawn(list.modules);
    expect(ownModules(list.modules).filter((path) => VERB_IMPLEMENTATIONS.includes(path))).toEqual(['commands/reports/list.js']);
  });

  it('orders list --json, orders show --json and products list --json: nothing drawn, and of the commands only the one that runs', async () => {
    const env = await adminEnv();
    const order = await placeOrder();
    const list = await recordRun(['orders', 'list', '--json'], env);
    expect(list.code).toBe(0);
    expect((JSON.parse(list.stdout) as { id: string }[]).some((one) => one.id === order.id)).toBe(true);
    expectNothingDrawn(list.modules);
    expect(ownModules(list.modules).filter((path) => VERB_IMPLEMENTATIONS.includes(path))).toEqual(['commands/orders/list.js']);

    const show = await recordRun(['orders', 'show', order.reference, '--json'], env);
    expect(show.code).toBe(0);
    expect(JSON.parse(show.stdout)).toMatchObject({ id: order.id, reference: order.reference });
    expectNothingDrawn(show.modules);
    expect(ownModules(show.modules).filter((path) => VERB_IMPLEMENTATIONS.includes(path))).toEqual(['commands/orders/show.js']);

    const products = await recordRun(['products', 'list', '--json']);
    expect(products.code).toBe(0);
    expect((JSON.parse(products.stdout) as unknown[]).length).toBeGreaterThan(0);
    expectNothingDrawn(products.modules);
    expect(ownModules(products.modules).filter((path) => VERB_IMPLEMENTATIONS.includes(path))).toEqual(['commands/products/list.js']);

    const tokens = await recordRun(['tokens', 'list', '--json'], env);
    expect(tokens.code).toBe(0);
    expect(Array.isArray(JSON.parse(tokens.stdout))).toBe(true);
    expectNothingDrawn(tokens.modules);
    expect(ownModules(tokens.modules).filter((path) => VERB_IMPLEMENTATIONS.includes(path))).toEqual(['commands/tokens/list.js']);

    const webhooks = await recordRun(['webhooks', 'list', '--json'], env);
    expect(webhooks.code).toBe(0);
    expect(Array.isArray(JSON.parse(webhooks.stdout))).toBe(true);
    expectNothingDrawn(webhooks.modules);
    expect(ownModules(webhooks.modules).filter((path) => VERB_IMPLEMENTATIONS.includes(path))).toEqual(['commands/webhooks/list.js']);
  });

  it('--help loads no command implementation and no API client', async () => {
    for (const noun of ['users', 'events', 'reports', 'orders', 'products', 'tokens', 'webhooks']) {
      const result = await recordRun([noun, '--help']);
      expect(result.code).toBe(0);
      expect(result.stdout).toContain(`Usage: momstride ${noun}`);
      expectNothingDrawn(result.modules);
      const own = ownModules(result.modules);
      expect(own.filter((path) => VERB_IMPLEMENTATIONS.includes(path))).toEqual([]);
      expect(own).not.toContain('services/api-client.js');
      expect(packagesOf(result.modules)).not.toContain('graphql');
    }
  });

  it('momstride runs its bundle: the script with its code cache, none of the compiled modules, nothing drawn', async () => {
    const result = await recordRun(['users', 'list', '--json'], await adminEnv(), bin);
    expect(result.code).toBe(0);
    expect(Array.isArray(JSON.parse(result.stdout))).toBe(true);
    // The script is compiled by bin.cjs, not loaded as a module: what ran it shows in what did not load.
    expect(ownModules(result.modules)).toEqual(['bin.cjs']);
    expect(result.modules.filter((path) => path.startsWith(bundle))).toEqual([]);
    expect(packagesOf(result.modules).filter((name) => DRAWING_PACKAGES.includes(name))).toEqual([]);
    const script = statSync(join(bundle, 'main.cjs'));
    expect(readdirSync(bundle)).toContain(`main-${script.size}-${Math.trunc(script.mtimeMs)}.cache`);
  });
});
