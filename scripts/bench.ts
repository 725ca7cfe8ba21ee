/**
 * `npm run bench`: starts a throwaway stack (embedded PostgreSQL, demo seed, production mode) on loopback and
 * measures, with autocannon for a bounded time each, GET /api/users/me and the GraphQL `me` query beside a
 * bare node:http baseline doing the same one-row SQL on the same database; then the resident memory of the
 * started stack. Env: BENCH_SECONDS (default 8), BENCH_CONNECTIONS (default 10).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { subgraphs } from '../subgraphs.config.js';
import { buildAll } from './lib/build.js';
import { repoRoot } from './lib/paths.js';
import { freePort } from './lib/ports.js';
import { databaseUrl, startEmbeddedPostgres } from './lib/postgres.js';
import { generateSecrets } from './lib/secrets.js';
import { startStack } from './lib/stack.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface Figures {
  readonly name: string;
  readonly requestsPerSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly errors: number;
}

async function measure(name: string, options: autocannon.Options): Promise<Figures> {
  const result = await autocannon({ connections, duration: seconds, ...options });
  const errors = result.errors + result.non2xx + result.timeouts;
  return { name, requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors };
}

/** Resident memory (KiB) of a process, from /proc. */
function rssKiB(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/** The PostgreSQL server whose command line names `dataDir`, and its child processes. */
function postgresPids(dataDir: string): number[] {
  const processes = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map((entry) => {
      try {
        const status = readFileSync(`/proc/${entry}/status`, 'utf8');
        const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
        return { pid: Number(entry), ppid: Number(/PPid:\s+(\d+)/.exec(status)?.[1] ?? 0), cmdline };
      } catch {
        return undefined;
      }
    })
    .filter((entry) => entry !== undefined);
  const servers = processes.filter((entry) => entry.cmdline.includes(dataDir)).map((entry) => entry.pid);
  return processes.filter((entry) => servers.includes(entry.pid) || servers.includes(entry.ppid)).map((entry) => entry.pid);
}

buildAll();
const workDir = mkdtempSync(join(tmpdir(), 'momstride-bench-'));
const secrets = generateSecrets();
const postgresDir = join(workDir, 'postgres');
const database = await startEmbeddedPostgres({ dataDir: postgresDir, port: await freePort(), password: secrets.databasePassword, persistent: false });
const gatewayPort = await freePort();
const subgraphPorts = Object.fromEntries(await Promise.all(subgraphs.map(async (s) => [s.name, await freePort()] as const)));
const stack = await startStack({
  serverDatabaseUrl: database.url,
  secrets,
  gatewayPort,
  subgraphPorts,
  outboxDir: join(workDir, 'outbox'),
  mediaDir: join(workDir, 'uploads'),
  seedDemoData: true,
  nodeEnv: 'production',
  env: { LOG_LEVEL: 'warn' },
});

try {
  const login = await fetch(`${stack.gatewayUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'maya@momstride.example', password: 'MomStride!2026' }),
  });
  if (!login.ok) throw new Error(`demo login failed: ${login.status} ${await login.text()}`);
  const { access_token: token, user } = (await login.json()) as { access_token: string; user: { id: string } };
  const authorization = `Bearer ${token}`;

  const baselinePort = await freePort();
  const baseline = spawn(
    join(repoRoot, 'node_modules/.bin/tsx'),
    [join(repoRoot, 'scripts/bench/baseline-server.ts'), databaseUrl(database.url, 'momstride_accounts'), user.id, String(baselinePort)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve) => baseline.stdout.once('data', () => resolve()));

  console.log(`\nEach target: ${seconds} s, ${connections} connections, loopback.\n`);
  const base = await measure('baseline node:http + one-row SQL', { url: `http://127.0.0.1:${baselinePort}/` });
  const rest = await measure('GET /api/users/me', { url: `${stack.gatewayUrl}/api/users/me`, headers: { authorization } });
  const graphql = await measure('GraphQL { me }', {
    url: `${stack.gatewayUrl}/graphql`,
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ me { id firstName lastName email role } }' }),
  });
  baseline.kill();

  const rows = [base, rest, graphql].map((f) => ({
    target: f.name,
    'req/s': Math.round(f.requestsPerSecond),
    'p50 ms': f.p50,
    'p99 ms': f.p99,
    'vs baseline': `${((f.requestsPerSecond / base.requestsPerSecond) * 100).toFixed(1)}%`,
    errors: f.errors,
  }));
  console.table(rows);

  const serviceKiB = stack.pids.reduce((sum, pid) => sum + rssKiB(pid), 0);
  const postgresKiB = postgresPids(postgresDir).reduce((sum, pid) => sum + rssKiB(pid), 0);
  console.log(
    `Resident memory: services ${(serviceKiB / 1024).toFixed(0)} MiB (${stack.pids.length} processes), ` +
      `PostgreSQL ${(postgresKiB / 1024).toFixed(0)} MiB, total ${((serviceKiB + postgresKiB) / 1024).toFixed(0)} MiB`,
  );
} finally {
  await stack.stop();
  await database.stop();
  rmSync(workDir, { recursive: true, force: true });
}
