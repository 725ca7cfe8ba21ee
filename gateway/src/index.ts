import { startTracing, stopTracing } from '@momstride/kit/telemetry';
import { env, type Env } from './env.js';
import { createLogger } from './logger.js';

// Microservices mode: the gateway alone in its process (docs/architecture.md, "Monolithic and microservices mode").
let config: Env;
try {
  config = env();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
// Tracing when an OTLP endpoint is configured (docs/operations.md, "Tracing"), before the server's modules load:
// @apollo/gateway takes its tracer when it loads.
try {
  await startTracing({ service: 'gateway', env: process.env });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const { startGateway } = await import('./server.js');
const logger = createLogger(config.LOG_LEVEL);

const main = async () => {
  const gateway = await startGateway(config, logger);
  /** SIGTERM/SIGINT: stop in order (server.ts), then exit 0; forced exit 1 after 10 s. */
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'gateway shutting down');
    const force = setTimeout(() => {
      logger.warn('forced exit after 10 s');
      process.exit(1);
    }, 10_000);
    force.unref();
    gateway
      .stop()
      .then(stopTracing)
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        logger.error({ err: error }, 'error while stopping');
        process.exit(1);
      });
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
};

main().catch((error: unknown) => {
  logger.fatal({ err: error }, 'gateway failed to start');
  process.exit(1);
});
