import { gatewayMetricsPort, subgraphs } from '#subgraphs-config';
import { httpMetricsReader, type MetricsSource } from './collector.js';

/** The gateway's name among the services (the `service` label of its metrics). */
export const GATEWAY_SERVICE = 'gateway';

/** Every service the System tab lists: the gateway, then the subgraphs in subgraphs.config.ts's order. */
export const SYSTEM_SERVICES: readonly string[] = [GATEWAY_SERVICE, ...subgraphs.map((subgraph) => subgraph.name)];

/**
 * Where the collector reads each service's `/metrics`: `SYSTEM_METRICS_URLS`' entry when given, else the gateway's own
 * port on loopback and each subgraph's `metricsPort` on the host of its SUBGRAPH_URLS entry (the same machine, a
 * compose service, a Kubernetes Service).
 */
export const metricsUrlsOf = (given: Readonly<Record<string, string>>, subgraphUrls: ReadonlyMap<string, string>): Record<string, string> => ({
  [GATEWAY_SERVICE]: given[GATEWAY_SERVICE] ?? `http://127.0.0.1:${gatewayMetricsPort}/metrics`,
  ...Object.fromEntries(
    subgraphs.map((subgraph) => {
      const host = new URL(subgraphUrls.get(subgraph.name) ?? `http://127.0.0.1:${subgraph.port}/graphql`).hostname;
      return [subgraph.name, given[subgraph.name] ?? `http://${host.includes(':') ? `[${host}]` : host}:${subgraph.metricsPort}/metrics`];
    }),
  ),
});

/** The sources of `metricsUrlsOf`, the gateway's first. */
export const metricsSourcesOf = (urls: Readonly<Record<string, string>>): MetricsSource[] =>
  SYSTEM_SERVICES.map((name) => ({ name, read: httpMetricsReader(urls[name]!) }));
