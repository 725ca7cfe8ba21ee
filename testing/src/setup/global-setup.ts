/**
 * Vitest global setup: one throwaway PostgreSQL (embedded, or TEST_DATABASE_URL) and the whole stack
 * (every subgraph and the gateway serving web/dist) with the demo seed, on free ports (test-stack.ts), in monolithic
 * mode: one process, lighter and quicker to start. The replicas project runs the contract suites against
 * microservices mode (vitest.config.ts); tests that need a subgraph process of their own start it
 * (fresh-subgraphs.ts).
 */
import type { TestProject } from 'vitest/node';
import '../provided-context.js';
import { provideTestStack, startTestStack } from './test-stack.js';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Tests start fresh subgraphs of their own beside the stack (production, reconcile, outage tests), each with its
  // pools and LISTEN connections: more than PostgreSQL's default 100 at once.
  const started = await startTestStack({ workDirPrefix: 'momstride-test-', mode: 'monolithic', postgresFlags: ['-c', 'max_connections=300'] });
  provideTestStack(project, started, started.stack.gatewayUrl);
  return started.stop;
}
