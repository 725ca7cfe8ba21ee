/**
 * Processes and ports for tests that start something of their own (a service, a server on a free port): the
 * launcher's own helpers, so a test starts and stops a process exactly as the stack does.
 */
export { repoRoot } from '../../scripts/lib/paths.js';
export { freePort } from '../../scripts/lib/ports.js';
export { spawnService, stopService, waitUntilReady, type ServiceProcess } from '../../scripts/lib/processes.js';
export { createSseReader, type SseBlock } from '../../scripts/lib/sse-reader.js';
export type { PostgresServer } from '../../scripts/lib/postgres.js';
