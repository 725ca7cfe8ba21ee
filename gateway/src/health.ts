import { Router } from 'express';
import { baseUrlOf, type SubgraphEndpoint } from './supergraph.js';

const READY_TIMEOUT_MS = 2000;

const isReady = async (subgraph: SubgraphEndpoint): Promise<boolean> => {
  try {
    const response = await fetch(`${baseUrlOf(subgraph.url)}/readyz`, { signal: AbortSignal.timeout(READY_TIMEOUT_MS) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
};

/** /healthz: the process is up. /readyz: every subgraph of the supergraph answers its own /readyz. */
export const createHealthRouter = (subgraphs: readonly SubgraphEndpoint[]): Router => {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const results = await Promise.all(subgraphs.map(async (s) => [s.name, (await isReady(s)) ? 'ready' : 'unavailable'] as const));
    const ready = results.every(([, state]) => state === 'ready');
    res.setHeader('Cache-Control', 'no-store');
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'unavailable', subgraphs: Object.fromEntries(results) });
  });
  return router;
};
