import { resolve } from 'node:path';
import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSupergraph } from '../supergraph.js';
import { createApolloEngine } from './apollo-engine.js';

const SUPERGRAPH_PATH = resolve(import.meta.dirname, '..', '..', '..', 'schema', 'supergraph.graphql');

const signalListeners = () => ({ SIGTERM: process.listenerCount('SIGTERM'), SIGINT: process.listenerCount('SIGINT') });

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the Apollo engine', () => {
  // Apollo Server handles SIGTERM/SIGINT itself unless NODE_ENV is "test" or it is told not to; its stop() then
  // races the host's, and the host's waits for good (the monolith's Ctrl-C hung until a SIGKILL).
  it('leaves SIGTERM and SIGINT to its host, outside NODE_ENV=test too', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const before = signalListeners();
    const engine = createApolloEngine({ supergraph: loadSupergraph(SUPERGRAPH_PATH, {}), introspection: false, logger: pino({ level: 'silent' }) });
    await engine.start();
    try {
      expect(signalListeners()).toEqual(before);
    } finally {
      await engine.stop();
    }
  });
});
