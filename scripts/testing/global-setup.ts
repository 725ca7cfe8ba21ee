/**
 * Vitest global setup: one throwaway PostgreSQL (embedded, or TEST_DATABASE_URL) and the whole stack
 * (every subgraph and the gateway serving web/dist) with the demo seed, on free ports (test-stack.ts), in monolithic
 * mode: one process, lighter and quicker to start. The replicas project runs the contract suites against
 * microservices mode (vitest.config.ts); tests that need a subgraph process of their own start it
 * (fresh-subgraphs.ts).
 */
import type { TestProject } from 'vitest/node';
import type { StackSecrets } from '../lib/secrets.js';
import { provideTestStack, startTestStack } from './test-stack.js';

declare module 'vitest' {
  export interface ProvidedContext {
    gatewayUrl: string;
    subgraphUrls: Record<string, string>;
    serverDatabaseUrl: string;
    outboxDir: string;
    mediaDir: string;
    viewerTokenPrivateKey: string;
    accessTokenPrivateKey: string;
    stackSecrets: StackSecrets;
    /** A loopback origin the stack lets photo URLs reach (a stand-in for the internet): /photo.png, /redirect?to=, /huge.png, /page.html. */
    imageFixtureUrl: string;
    /** A loopback webhook receiver the stack lets webhook endpoints reach (scripts/testing/webhook-receiver.ts): POST /hooks/<name>, GET /received/<name>. */
    webhookReceiverUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Tests start fresh subgraphs of their own beside the stack (production, reconcile, outage tests), each with its
  // pools and LISTEN connections: more than PostgreSQL's default 100 at once.
  const started = await startTestStack({ workDirPrefix: 'momstride-test-', mode: 'monolithic', postgresFlags: ['-c', 'max_connections=300'] });
  provideTestStack(project, started, started.stack.gatewayUrl);
  return started.stop;
}
