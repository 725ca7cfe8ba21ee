/**
 * Test-only: builds the gateway's express app (createGatewayApp, with the environment it is given) and prints, as JSON,
 * every `METHOD /api/...` route it registers — its own routes and its routers' (the REST router is mounted at /api),
 * paths written the OpenAPI way (`{id}`). Run in a child process by openapi.test.ts: Vitest's module graph would load a
 * second copy of graphql next to the gateway's.
 */
import type { Express } from 'express';
import pino from 'pino';
import { createGatewayApp } from '../app.js';
import { parseEnv } from '../env.js';

interface Layer {
  readonly route?: { readonly path: string; readonly methods: Record<string, boolean> };
  readonly handle?: { readonly stack?: readonly Layer[] };
  readonly matchers?: readonly ((path: string) => unknown)[];
}

const toDocumentPath = (path: string) => path.replace(/:([A-Za-z_]\w*)/g, '{$1}');

const registeredApiRoutes = (app: Express): string[] => {
  const found = new Set<string>();
  const walk = (stack: readonly Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const method of Object.keys(layer.route.methods)) found.add(`${method.toUpperCase()} ${toDocumentPath(prefix + layer.route.path)}`);
      } else if (layer.handle?.stack) {
        const mountedAtApi = layer.matchers?.some((match) => Boolean(match('/api/x')) && !match('/x')) ?? false;
        walk(layer.handle.stack, mountedAtApi ? '/api' : prefix);
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  return [...found].filter((route) => route.split(' ')[1]!.startsWith('/api/')).sort();
};

const gateway = await createGatewayApp(parseEnv(), pino({ level: 'silent' }));
try {
  process.stdout.write(`${JSON.stringify(registeredApiRoutes(gateway.app))}\n`);
} finally {
  await gateway.stop();
}
