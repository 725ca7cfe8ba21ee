import { subgraphs } from '#subgraphs-config';
import { registeredServices } from '@momstride/kit/metrics';
import { GATEWAY_SERVICE } from '../metrics/gateway-metrics.js';
import { httpMetricsReader, type MetricsSource } from './collector.js';

/** Every service the System tab lists: the gateway, then the subgraphs in subgraphs.config.ts's order. */
export const SYSTEM_SERVICES: readonly string[] = [GATEWAY_SERVICE, ...subgraphs.map((subgraph) => subgraph.name)];

/**
 * The metrics of every service in this process, read in place (no request): the gateway's alone, or in monolithic
 * mode every service's — then the others are not asked (collector.ts).
 */
const inProcess: MetricsSource = {
  name: GATEWAY_SERVICE,
  read: async () => (await Promise.all(registeredServices().map((service) => service.registry.metrics()))).join('\n'),
};

/**
 * Where the collector reads each subgraph's `/metrics`: `SYSTEM_METRICS_URLS`' entry when given (the launcher gives
 * its own ports), else its `metricsPort` (subgraphs.config.ts) on the host of its SUBGRAPH_URLS entry — the same
 * machine, a compose service, a Kubernetes Service.
 */
export const metricsUrlsOf = (given: Readonly<Record<string, string>>, subgraphUrls: ReadonlyMap<string, string>): Record<string, string> =>
  Object.fromEntries(
    subgraphs.map((subgraph) => {
      const host = new URL(subgraphUrls.get(subgraph.name) ?? `http://127.0.0.1:${subgraph.port}/graphql`).hostname;
      return [subgraph.name, given[subgraph.name] ?? `http://${host}:${subgraph.metricsPort}/metrics`];
    }),
  );

/** The collector's sources: this process first, then each subgraph over HTTP (`SYSTEM_METRICS_URLS.gateway` replaces the first). */
export const metricsSourcesOf = (given: Readonly<Record<string, string>>, subgraphUrls: ReadonlyMap<string, string>): MetricsSource[] => {
  const urls = metricsUrlsOf(given, subgraphUrls);
  const own = given[GATEWAY_SERVICE] ? { name: GATEWAY_SERVICE, read: httpMetricsReader(given[GATEWAY_SERVICE]) } : inProcess;
  // One source per URL: subgraphs named at one endpoint (a monolith's) are read from it once.
  const byUrl = new Map<string, MetricsSource>();
  for (const subgraph of subgraphs) {
    const url = urls[subgraph.name]!;
    if (!byUrl.has(url)) byUrl.set(url, { name: subgraph.name, read: httpMetricsReader(url) });
  }
  return [own, ...byUrl.values()];
};
