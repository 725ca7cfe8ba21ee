import { join } from 'node:path';
import { inject } from 'vitest';
import { repoRoot } from '../../../scripts/lib/paths.js';
import { freePort } from '../../../scripts/lib/ports.js';
import { spawnService, stopService, waitUntilReady, type ServiceProcess } from '../../../scripts/lib/processes.js';

export interface ExtraGateway {
  readonly service: ServiceProcess & { tail(): string };
  readonly baseUrl: string;
}

/**
 * Another gateway process (the built gateway/dist) on the test stack's subgraphs and keys, with `changes` to its
 * environment (NODE_ENV=test unless changed): for settings the stack's own gateway does not have. Resolves once
 * `readyPath` answers; stops the process if it never does.
 */
export const startExtraGateway = async (name: string, changes: NodeJS.ProcessEnv, readyPath = '/readyz'): Promise<ExtraGateway> => {
  const secrets = inject('stackSecrets');
  const port = await freePort();
  const service = spawnService({
    name,
    script: join(repoRoot, 'gateway', 'dist', 'index.js'),
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      APOLLO_TELEMETRY_DISABLED: '1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'fatal',
      PORT: String(port),
      HOST: '127.0.0.1',
      ACCESS_TOKEN_PUBLIC_KEY: secrets.accessTokenPublicKey,
      VIEWER_TOKEN_PRIVATE_KEY: secrets.viewerTokenPrivateKey,
      INTERNAL_TOKEN_PRIVATE_KEY: secrets.internalTokenPrivateKey,
      SUBGRAPH_URLS: JSON.stringify(Object.fromEntries(Object.entries(inject('subgraphUrls')).map(([subgraph, url]) => [subgraph, `${url}/graphql`]))),
      MEDIA_DIR: inject('mediaDir'),
      // Every test's anonymous requests come from 127.0.0.1: the anonymous budget only where a test sets it.
      RATE_LIMIT_ANONYMOUS_MUTATIONS: 'off',
      ...changes,
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(`${baseUrl}${readyPath}`, service);
  } catch (error) {
    await stopService(service);
    throw error;
  }
  return { service, baseUrl };
};
