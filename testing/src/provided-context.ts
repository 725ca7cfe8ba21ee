/**
 * What the stack's global setup (setup/global-setup.ts, and the replicas setup that provides the same names) gives
 * every test file through vitest's `inject`.
 */
import type { StackSecrets } from '../../scripts/lib/secrets.js';

declare module 'vitest' {
  export interface ProvidedContext {
    gatewayUrl: string;
    subgraphUrls: Record<string, string>;
    /** Each service's `GET /metrics` URL by name (monolithic mode: `gateway` alone, serving every service's). */
    metricsUrls: Record<string, string>;
    serverDatabaseUrl: string;
    outboxDir: string;
    mediaDir: string;
    viewerTokenPrivateKey: string;
    accessTokenPrivateKey: string;
    stackSecrets: StackSecrets;
    /** A loopback origin the stack lets photo URLs reach (a stand-in for the internet): /photo.png, /redirect?to=, /huge.png, /page.html. */
    imageFixtureUrl: string;
    /** A loopback webhook receiver the stack lets webhook endpoints reach (setup/webhook-receiver.ts): POST /hooks/<name>, GET /received/<name>. */
    webhookReceiverUrl: string;
    /** Replicas project only (scripts/replicas/global-setup.ts): base URL of each subgraph's replicas, in the gateways' order. */
    replicaUrls?: Record<string, string[]>;
  }
}

export {};
