import { createServer, type Server } from 'node:http';
import { keepIdleConnections } from '@momstride/kit/http';
import { observeHttpRequest } from '@momstride/kit/metrics';
import type { Logger } from 'pino';
import { createGatewayApp } from './app.js';
import type { Env } from './env.js';
import { gatewayMetrics, startGatewayMetrics } from './metrics/gateway-metrics.js';

export interface RunningGateway {
  /** Where it listens (`http://host:port`). */
  readonly url: string;
  readonly server: Server;
  /**
   * Stops in order: no new connections, the requests in flight answered, a new request on a kept-alive connection
   * refused with 503, each connection closed once idle, then the GraphQL engine and pollers stopped.
   */
  stop(): Promise<void>;
}

/**
 * Starts the gateway's HTTP server on `config.PORT`. Signals and the process's exit are the caller's: index.ts when the
 * gateway is its own process, the monolith (server/) when it runs beside the subgraphs.
 */
export const startGateway = async (config: Env, logger: Logger): Promise<RunningGateway> => {
  const gateway = await createGatewayApp(config, logger);
  const metricsListener = await startGatewayMetrics(config, logger);
  let stopping: Promise<void> | undefined;
  const server = createServer((req, res) => {
    // Once stopping, a request arriving on a kept-alive connection is new work: refused with 503, and the
    // connection closes, so the server ends once the requests already in flight are answered.
    if (stopping) {
      req.resume();
      res.writeHead(503, { 'content-type': 'application/json', connection: 'close', 'retry-after': '1', 'cache-control': 'no-store' });
      res.end(JSON.stringify({ detail: 'MomStride is restarting. Please try again in a moment.' }));
      return;
    }
    observeHttpRequest(gatewayMetrics, req, res);
    // Once stopping, a connection whose request was in flight is closed as soon as it is answered (keep-alive would hold it).
    res.once('finish', () => {
      if (stopping) setImmediate(() => server.closeIdleConnections());
    });
    gateway.app(req, res);
  });
  // Clients and proxies in front close idle connections before the gateway does (no reset on a reused one).
  keepIdleConnections(server);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.PORT, config.HOST, () => resolve());
    });
  } catch (error) {
    await metricsListener.stop();
    await gateway.stop();
    throw error;
  }
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.PORT;
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  const url = `http://${host}:${port}`;
  logger.info(`gateway ready at ${url}`);

  const stop = (): Promise<void> => {
    stopping ??= new Promise<void>((resolve, reject) => {
      gateway.endStreams();
      server.close(() => Promise.all([gateway.stop(), metricsListener.stop()]).then(() => resolve(), reject));
      server.closeIdleConnections();
    });
    return stopping;
  };
  return { url, server, stop };
};
