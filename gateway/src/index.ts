import { createServer } from 'node:http';
import { createGatewayApp } from './app.js';
import { env, type Env } from './env.js';
import { createLogger } from './logger.js';

let config: Env;
try {
  config = env();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const logger = createLogger(config.LOG_LEVEL);

const main = async () => {
  const gateway = await createGatewayApp(config, logger);
  let stopping = false;
  const server = createServer((req, res) => {
    // After SIGTERM a request arriving on a kept-alive connection is new work: refused with 503, and the
    // connection closes, so the server ends once the requests already in flight are answered.
    if (stopping) {
      req.resume();
      res.writeHead(503, { 'content-type': 'application/json', connection: 'close', 'retry-after': '1', 'cache-control': 'no-store' });
      res.end(JSON.stringify({ detail: 'MomStride is restarting. Please try again in a moment.' }));
      return;
    }
    // Once stopping, a connection whose request was in flight is closed as soon as it is answered (keep-alive would hold it).
    res.once('finish', () => {
      if (stopping) setImmediate(() => server.closeIdleConnections());
    });
    gateway.app(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.PORT, config.HOST, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.PORT;
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  logger.info(`gateway ready at http://${host}:${port}`);

  /**
   * SIGTERM/SIGINT: stop accepting connections, answer the requests in flight, refuse new ones (503 on a kept-alive
   * connection), close each connection once idle, then stop the gateway and exit 0; forced exit 1 after 10 s.
   */
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'gateway shutting down');
    const force = setTimeout(() => {
      logger.warn('forced exit after 10 s');
      process.exit(1);
    }, 10_000);
    force.unref();
    gateway.endStreams();
    server.close(() => {
      gateway
        .stop()
        .then(() => process.exit(0))
        .catch((error: unknown) => {
          logger.error({ err: error }, 'error while stopping');
          process.exit(1);
        });
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
};

main().catch((error: unknown) => {
  logger.fatal({ err: error }, 'gateway failed to start');
  process.exit(1);
});
