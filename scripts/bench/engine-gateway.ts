/**
 * `npm run bench -- --compare-engines`: a second gateway process on the bench stack's own subgraphs, running the other
 * GraphQL engine (GATEWAY_ENGINE), so each API target is measured through both engines on the same subgraphs,
 * database and data in one run. Stopped by the bench's cleanup.
 */
import { join } from 'node:path';
import { repoRoot } from '../lib/paths.js';
import { freePort } from '../lib/ports.js';
import { spawnService, stopService, waitUntilReady, type ServiceProcess } from '../lib/processes.js';
import type { StackSecrets } from '../lib/secrets.js';
import { LOAD_TEST_RATE_LIMITS } from '../testing/test-stack.js';

export type BenchEngine = 'apollo' | 'hive';

export const parseEngine = (value: string | undefined, flag: string): BenchEngine => {
  if (value === undefined || value === 'apollo' || value === 'hive') return value ?? 'apollo';
  throw new Error(`${flag}: apollo or hive, not ${value}`);
};

export interface EngineGateway {
  readonly url: string;
  readonly pid: number;
  stop(): Promise<void>;
}

export interface EngineGatewayOptions {
  readonly engine: BenchEngine;
  readonly secrets: StackSecrets;
  /** Base URLs of the stack's subgraphs by name. */
  readonly subgraphUrls: Readonly<Record<string, string>>;
  readonly mediaDir: string;
  readonly log?: (line: string) => void;
}

/** Starts a production-mode gateway with `engine` on the given subgraphs and waits until it is ready. */
export async function startEngineGateway({ engine, secrets, subgraphUrls, mediaDir, log }: EngineGatewayOptions): Promise<EngineGateway> {
  const port = await freePort();
  const service: ServiceProcess & { tail(): string } = spawnService({
    name: `gateway-${engine}`,
    script: join(repoRoot, 'gateway', 'dist', 'index.js'),
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      APOLLO_TELEMETRY_DISABLED: '1',
      GATEWAY_ENGINE: engine,
      HOST: '127.0.0.1',
      PORT: String(port),
      ACCESS_TOKEN_PUBLIC_KEY: secrets.accessTokenPublicKey,
      VIEWER_TOKEN_PRIVATE_KEY: secrets.viewerTokenPrivateKey,
      INTERNAL_TOKEN_PRIVATE_KEY: secrets.internalTokenPrivateKey,
      SUBGRAPH_URLS: JSON.stringify(Object.fromEntries(Object.entries(subgraphUrls).map(([name, url]) => [name, `${url}/graphql`]))),
      MEDIA_DIR: mediaDir,
      ...LOAD_TEST_RATE_LIMITS,
    },
    ...(log ? { log } : {}),
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(`${url}/readyz`, service);
  } catch (error) {
    await stopService(service);
    throw error;
  }
  return { url, pid: service.child.pid!, stop: () => stopService(service) };
}
