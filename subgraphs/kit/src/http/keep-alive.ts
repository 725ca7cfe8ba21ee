import type { Server } from 'node:http';

/** How long an idle keep-alive connection is kept open: longer than the idle limits of the clients and proxies in front. */
export const KEEP_ALIVE_MS = 65_000;

/**
 * Keeps idle keep-alive connections a minute instead of Node's 5 s. A client that holds a pool without an idle limit
 * of its own (the gateway's pool to a subgraph, a load balancer, a load generator's agent) can send a request on a
 * connection the instant the server closes it as idle: the request meets ECONNRESET. Closing later than every client
 * makes the client the one that closes first. Stopping still closes idle connections at once.
 */
export function keepIdleConnections(server: Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
}
