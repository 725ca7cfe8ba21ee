/**
 * THE one list of subgraphs: name, port, database and workspace folder.
 * Used by the start script, the monolith, composition, the test harness, and scripts/generate-deploy-files.ts, which
 * writes the Dockerfile's package lines, the docker-compose.yml services and the init SQL from it. Adding a subgraph:
 * docs/architecture.md, "Adding a subgraph".
 */
export interface SubgraphDefinition {
  /** Federation service name; also the folder under subgraphs/. */
  readonly name: string;
  /** Port the subgraph listens on when started locally. */
  readonly port: number;
  /** Port of its Prometheus metrics (`GET /metrics`), apart from the public one (docs/operations.md). */
  readonly metricsPort: number;
  /** Database (on the shared PostgreSQL server) owned by this subgraph alone. */
  readonly database: string;
  /** Secrets beyond the common ones that only this subgraph receives from the launcher. */
  readonly privateEnv?: readonly PrivateEnv[];
  /**
   * Its tunable variables that docker-compose.yml passes on (`NAME: ${NAME:-default}`), with their default there; the
   * subgraph's env.ts parses them. scripts/generate-deploy-files.ts writes them into the compose service.
   */
  readonly composeSettings?: Readonly<Record<string, string>>;
}

/** Secrets and capabilities only some subgraphs receive: a key, or the mail (MAIL) or uploads storage (MEDIA) settings. */
export type PrivateEnv = 'ACCESS_TOKEN_PRIVATE_KEY' | 'MAIL' | 'MEDIA' | 'CALENDAR_FEED_KEY' | 'WEBHOOK_SECRETS_KEY' | 'VAPID_PRIVATE_KEY';

export const subgraphs: readonly SubgraphDefinition[] = [
  {
    name: 'accounts',
    port: 4001,
    metricsPort: 9401,
    database: 'momstride_accounts',
    privateEnv: ['ACCESS_TOKEN_PRIVATE_KEY', 'WEBHOOK_SECRETS_KEY', 'MAIL', 'MEDIA'],
    composeSettings: { ALLOW_ADMIN_SIGNUP: 'false', ORDER_NOTICES_PER_HOUR: '30' },
  },
  { name: 'community', port: 4002, metricsPort: 9402, database: 'momstride_community' },
  { name: 'events-wellness', port: 4003, metricsPort: 9403, database: 'momstride_events_wellness', privateEnv: ['CALENDAR_FEED_KEY'] },
  { name: 'messaging', port: 4004, metricsPort: 9404, database: 'momstride_messaging', privateEnv: ['VAPID_PRIVATE_KEY'], composeSettings: { MESSAGES_PER_MINUTE: '60' } },
  { name: 'media-reviews', port: 4005, metricsPort: 9405, database: 'momstride_media_reviews', privateEnv: ['MEDIA'], composeSettings: { PHOTOS_PER_HOUR: '30' } },
  {
    name: 'commerce',
    port: 4006,
    metricsPort: 9406,
    database: 'momstride_commerce',
    composeSettings: {
      PRINTFUL_API_URL: 'https://api.printful.com',
      PRINTFUL_API_TOKEN: '',
      CART_ADDS_PER_ADDRESS_PER_HOUR: '300',
      CHECKOUTS_PER_ADDRESS_PER_HOUR: '10',
      CHECKOUTS_PER_EMAIL_PER_HOUR: '5',
    },
  },
];

export const gatewayPort = 4000;

/** Port of the gateway's Prometheus metrics (`GET /metrics`); in monolithic mode, of the whole process. */
export const gatewayMetricsPort = 9400;

/** The database the domain-event queue (pg-boss) lives in, shared by every subgraph as infrastructure. */
export const domainEventsDatabase = 'momstride_domain_events';

export const workspaceOf = (subgraph: SubgraphDefinition): string => `subgraphs/${subgraph.name}`;

/** The compiled module exporting the subgraph's definition (`subgraph`, the kit's defineSubgraph), from the repository root. */
export const definitionModuleOf = (subgraph: SubgraphDefinition): string => `${workspaceOf(subgraph)}/dist/subgraph.js`;
