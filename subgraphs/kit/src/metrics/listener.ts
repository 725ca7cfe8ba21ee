/**
 * The metrics listener: `GET /metrics` in the Prometheus text format on its own port (METRICS_HOST:METRICS_PORT,
 * loopback unless told: never the public one), serving every service registered in this process (one, or all seven
 * in monolithic mode) merged into one exposition, plus the process's own metrics labelled with `processLabel`.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AggregatorRegistry, collectDefaultMetrics, Registry } from 'prom-client';
import type { Logger } from 'pino';
import { registeredServices } from './service-metrics.js';

export interface MetricsListenerOptions {
  readonly host: string;
  /** 0: no listener (stopMetrics answers a no-op). */
  readonly port: number;
  /** The `service` label of the process metrics: the service's name, or `all` for the monolith's one process. */
  readonly processLabel: string;
  readonly logger: Logger;
}

export interface MetricsListener {
  /** `http://host:port/metrics`, when listening. */
  readonly url: string | undefined;
  stop(): Promise<void>;
}

let processRegistry: Registry | undefined;

/**
 * Node's and the process's metrics (prom-client's defaults), started at the first scrape: the event-loop delay monitor
 * is a timer (100 ms), which a process nobody scrapes does not run.
 */
const processMetrics = (label: string): Registry => {
  if (!processRegistry) {
    processRegistry = new Registry();
    processRegistry.setDefaultLabels({ service: label });
    collectDefaultMetrics({ register: processRegistry, eventLoopMonitoringPrecision: 100 });
  }
  return processRegistry;
};

/** Every registered service's metrics and the process's, in one exposition (each series labelled with its service). */
export async function exposition(processLabel: string): Promise<string> {
  const registries = [...registeredServices().map((metrics) => metrics.registry), processMetrics(processLabel)];
  const merged = AggregatorRegistry.aggregate(await Promise.all(registries.map((registry) => registry.getMetricsAsJSON())));
  return merged.metrics();
}

/** Starts the listener; a port already taken is logged and leaves the service running without one. */
export async function startMetricsListener(options: MetricsListenerOptions): Promise<MetricsListener> {
  if (options.port === 0) return { url: undefined, stop: async () => undefined };
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found\n');
      return;
    }
    exposition(options.processLabel).then(
      (text) => res.writeHead(200, { 'content-type': Registry.PROMETHEUS_CONTENT_TYPE, 'cache-control': 'no-store' }).end(req.method === 'HEAD' ? undefined : text),
      (error: unknown) => {
        options.logger.error({ err: error }, 'metrics scrape failed');
        res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics unavailable\n');
      },
    );
  });
  const listening = await new Promise<boolean>((resolve) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      options.logger.warn({ err: error.message, port: options.port }, 'metrics listener not started: its port cannot be used (METRICS_PORT)');
      resolve(false);
    });
    server.listen(options.port, options.host, () => resolve(true));
  });
  if (!listening) return { url: undefined, stop: async () => undefined };
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${host}:${address.port}/metrics`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
