/**
 * @momstride/testing: the one test library of every layer (subgraph, gateway, CLI, browser, chaos and replicas tests).
 * The browser's helpers are `@momstride/testing/browser`; the stack's global setup is `setup/global-setup.ts`
 * (vitest.config.ts). docs/testing.md describes it.
 */
export * from './events.js';
export * from './fresh-accounts.js';
export * from './fresh-subgraphs.js';
export * from './gateways.js';
export * from './http.js';
export * from './mail.js';
export * from './members.js';
export * from './messaging.js';
export * from './otlp-receiver.js';
export * from './processes.js';
export * from './stack.js';
export * from './stream-client.js';
export * from './subgraph-config.js';
export * from './upload-fixtures.js';
export * from './wait.js';
export * from './web-push.js';
