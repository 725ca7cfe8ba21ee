/**
 * The gateway's metrics (docs/operations.md, "Metrics"): its registry in the kit's metrics (`service="gateway"`), which
 * the gateway's parts record into, and its `/metrics` listener.
 */
import { serviceMetrics, startMetricsListener, type MetricsListener } from '@momstride/kit/metrics';
import type { Logger } from 'pino';
import type { Env } from '../env.js';

export const GATEWAY_SERVICE = 'gateway';

export const gatewayMetrics = serviceMetrics(GATEWAY_SERVICE);

/** Labels the build and starts the gateway's listener (METRICS_PORT; 0 in monolithic mode, where the process serves them). */
export const startGatewayMetrics = (config: Env, logger: Logger): Promise<MetricsListener> => {
  serviceMetrics(GATEWAY_SERVICE, config.MOMSTRIDE_VERSION);
  return startMetricsListener({ host: config.METRICS_HOST, port: config.METRICS_PORT, processLabel: GATEWAY_SERVICE, logger });
};

/** `momstride_live_streams_open`: the live streams this gateway holds open, read when scraped. */
export const countLiveStreams = (size: () => number): void => {
  gatewayMetrics.scrapedGauge('momstride_live_streams_open', 'Live streams (server-sent events) open', [], (gauge) => gauge.set(size()));
};
