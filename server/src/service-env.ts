/**
 * Each service's environment, derived from the one environment of a whole installation: what the monolith (monolith.ts)
 * gives every subgraph and the gateway it runs, and what the launcher (scripts/lib/stack.ts) gives each process in
 * microservices mode — so a subgraph sees the same variables in both modes. docs/architecture.md, "Monolithic and
 * microservices mode".
 *
 * The installation's environment: DATABASE_URL is the PostgreSQL server (each subgraph uses its own database on it,
 * named in subgraphs.config.ts; the domain-event queue its own unless DOMAIN_EVENTS_DATABASE_URL says where), PORT the
 * gateway's, SUBGRAPH_URLS where each subgraph listens (loopback on its subgraphs.config.ts port unless given), and
 * every other variable as each service documents it.
 */
import type { SubgraphDefinition } from '#subgraphs-config';

/** The subgraphs of the installation, the queue's database and the gateway's metrics port (subgraphs.config.ts). */
export interface Topology {
  readonly subgraphs: readonly SubgraphDefinition[];
  readonly domainEventsDatabase: string;
  readonly gatewayMetricsPort: number;
}

/** Secrets a service receives only when granted them: a subgraph's `privateEnv`, or the gateway's own key. */
const SUBGRAPH_SECRETS = ['ACCESS_TOKEN_PRIVATE_KEY', 'CALENDAR_FEED_KEY', 'WEBHOOK_SECRETS_KEY', 'VAPID_PRIVATE_KEY'] as const;
const GATEWAY_SECRETS = ['VIEWER_TOKEN_PRIVATE_KEY'] as const;

/** The URL of database `name` on the server `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Each subgraph's GraphQL URL: SUBGRAPH_URLS' entry, else loopback on its subgraphs.config.ts port. */
export function subgraphUrlsOf(source: NodeJS.ProcessEnv, topology: Topology): Record<string, string> {
  const given = source.SUBGRAPH_URLS?.trim() ? (JSON.parse(source.SUBGRAPH_URLS) as Record<string, string>) : {};
  return Object.fromEntries(topology.subgraphs.map((subgraph) => [subgraph.name, given[subgraph.name] ?? `http://127.0.0.1:${subgraph.port}/graphql`]));
}

const without = (source: NodeJS.ProcessEnv, names: readonly string[]): NodeJS.ProcessEnv =>
  Object.fromEntries(Object.entries(source).filter(([name]) => !names.includes(name)));

/** The server-level database URL of the installation (DATABASE_URL). */
const serverUrlOf = (source: NodeJS.ProcessEnv): string => {
  const url = source.DATABASE_URL?.trim();
  if (!url) throw new Error('DATABASE_URL is required: the PostgreSQL server on which each subgraph has its own database');
  return url;
};

/**
 * The installation's METRICS_PORT: the gateway's metrics port (microservices mode) or the whole process's (monolithic
 * mode); subgraphs.config.ts's `gatewayMetricsPort` unless given, `0` turning every service's off.
 */
export const metricsPortOf = (source: NodeJS.ProcessEnv, topology: Topology): string => source.METRICS_PORT?.trim() || String(topology.gatewayMetricsPort);

/**
 * A subgraph's environment: the installation's, without the secrets it was not granted and the gateway's, with its own
 * database, the queue's, the port it listens on (`port`, else its SUBGRAPH_URLS port) and its metrics port
 * (`metricsPort`, else its subgraphs.config.ts `metricsPort`; none when the installation's METRICS_PORT is 0).
 */
export function subgraphEnvOf(
  source: NodeJS.ProcessEnv,
  subgraph: SubgraphDefinition,
  topology: Topology,
  port?: number,
  metricsPort?: number,
): NodeJS.ProcessEnv {
  const serverUrl = serverUrlOf(source);
  const urls = subgraphUrlsOf(source, topology);
  const granted = subgraph.privateEnv ?? [];
  const env: NodeJS.ProcessEnv = {
    ...without(source, [...SUBGRAPH_SECRETS.filter((secret) => !granted.includes(secret)), ...GATEWAY_SECRETS, 'HOST']),
    PORT: String(port ?? Number(new URL(urls[subgraph.name]!).port)),
    DATABASE_URL: databaseUrl(serverUrl, subgraph.database),
    DOMAIN_EVENTS_DATABASE_URL: source.DOMAIN_EVENTS_DATABASE_URL?.trim() || databaseUrl(serverUrl, topology.domainEventsDatabase),
    SUBGRAPH_URLS: JSON.stringify(urls),
    METRICS_PORT: metricsPortOf(source, topology) === '0' ? '0' : String(metricsPort ?? subgraph.metricsPort),
  };
  return env;
}

/** The gateway's environment: the installation's without the subgraphs' secrets, calling each subgraph where it listens. */
export function gatewayEnvOf(source: NodeJS.ProcessEnv, topology: Topology): NodeJS.ProcessEnv {
  return {
    ...without(source, SUBGRAPH_SECRETS),
    SUBGRAPH_URLS: JSON.stringify(subgraphUrlsOf(source, topology)),
    METRICS_PORT: metricsPortOf(source, topology),
  };
}
