/**
 * Gateways besides the stack's own, for settings it does not have: another gateway process on the stack's subgraphs
 * and keys, and one whose way to accounts can be cut and restored.
 */
import { connect, createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { inject } from 'vitest';
import { repoRoot } from '../../scripts/lib/paths.js';
import { freePort } from '../../scripts/lib/ports.js';
import { spawnService, stopService, waitUntilReady, type ServiceProcess } from '../../scripts/lib/processes.js';
import './provided-context.js';

export interface ExtraGateway {
  readonly service: ServiceProcess & { tail(): string };
  readonly baseUrl: string;
}

/** SUBGRAPH_URLS (each subgraph's GraphQL URL, as JSON) for base URLs by subgraph name. */
export const subgraphUrlsEnv = (baseUrls: Readonly<Record<string, string>>): string =>
  JSON.stringify(Object.fromEntries(Object.entries(baseUrls).map(([subgraph, url]) => [subgraph, `${url}/graphql`])));

/**
 * The environment of a gateway process on the test stack's subgraphs and keys, listening on `port` (NODE_ENV=test),
 * with `changes`.
 */
export const extraGatewayEnv = (port: number, changes: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => {
  const secrets = inject('stackSecrets');
  return {
    PATH: process.env.PATH,
    APOLLO_TELEMETRY_DISABLED: '1',
    NODE_ENV: 'test',
    LOG_LEVEL: 'fatal',
    PORT: String(port),
    HOST: '127.0.0.1',
    ACCESS_TOKEN_PUBLIC_KEY: secrets.accessTokenPublicKey,
    VIEWER_TOKEN_PRIVATE_KEY: secrets.viewerTokenPrivateKey,
    INTERNAL_TOKEN_PRIVATE_KEY: secrets.internalTokenPrivateKey,
    SUBGRAPH_URLS: subgraphUrlsEnv(inject('subgraphUrls')),
    MEDIA_DIR: inject('mediaDir'),
    // No metrics listener unless a test asks for one (the well-known port may be taken).
    METRICS_PORT: '0',
    ...changes,
  };
};

/** Starts the built gateway (gateway/dist) as process `name` with `env`, without waiting for it. */
export const spawnGateway = (name: string, env: NodeJS.ProcessEnv): ReturnType<typeof spawnService> =>
  spawnService({ name, script: join(repoRoot, 'gateway', 'dist', 'index.js'), cwd: repoRoot, env });

/**
 * Another gateway process with `changes` to its environment (extraGatewayEnv): for settings the stack's own gateway
 * does not have. Resolves once `readyPath` answers; stops the process if it never does.
 */
export const startExtraGateway = async (name: string, changes: NodeJS.ProcessEnv, readyPath = '/readyz'): Promise<ExtraGateway> => {
  const port = await freePort();
  // Every test's anonymous requests come from 127.0.0.1: the anonymous budget only where a test sets it.
  const service = spawnGateway(name, extraGatewayEnv(port, { RATE_LIMIT_ANONYMOUS_MUTATIONS: 'off', ...changes }));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(`${baseUrl}${readyPath}`, service);
  } catch (error) {
    await stopService(service);
    throw error;
  }
  return { service, baseUrl };
};

/** A TCP relay from a loopback port to accounts, which can be cut (connections included) and restored on that port. */
export function accountsRelay(port: number, target: URL) {
  let server: Server | undefined;
  const sockets = new Set<Socket>();
  return {
    open: () =>
      new Promise<void>((resolve, reject) => {
        server = createServer((client) => {
          const upstream = connect(Number(target.port), target.hostname);
          for (const socket of [client, upstream]) {
            sockets.add(socket);
            socket.on('close', () => sockets.delete(socket));
            socket.on('error', () => socket.destroy());
          }
          client.pipe(upstream).pipe(client);
        });
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => resolve());
      }),
    cut: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        if (!server) return resolve();
        server.close(() => resolve());
      }),
  };
}

export type AccountsRelay = ReturnType<typeof accountsRelay>;

/**
 * A gateway of its own (startExtraGateway) that reaches accounts through an accountsRelay, open: the test cuts and
 * restores its way to accounts while the stack's own gateway keeps reaching accounts directly.
 */
export async function startRelayedGateway(name: string): Promise<{ gateway: ExtraGateway; relay: AccountsRelay }> {
  const subgraphUrls = inject('subgraphUrls');
  const port = await freePort();
  const relay = accountsRelay(port, new URL(subgraphUrls.accounts!));
  await relay.open();
  const urls = { ...subgraphUrls, accounts: `http://127.0.0.1:${port}` };
  try {
    const gateway = await startExtraGateway(name, {
      SUBGRAPH_URLS: subgraphUrlsEnv(urls),
    });
    return { gateway, relay };
  } catch (error) {
    await relay.cut();
    throw error;
  }
}

/**
 * SYSTEM_METRICS_URLS for a gateway of a test's own (its System tab): each subgraph's metrics where the stack serves
 * them — in monolithic mode the one process's, which names every service.
 */
export const stackSubgraphMetrics = (): string => {
  const urls = inject('metricsUrls');
  return JSON.stringify(Object.fromEntries(Object.keys(inject('subgraphUrls')).map((name) => [name, urls[name] ?? urls['gateway']])));
};
