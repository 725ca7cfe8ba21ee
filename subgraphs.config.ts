/**
 * THE one list of subgraphs: name, port, database and workspace folder.
 * Used by the start script, composition, docker-compose checks and the test harness.
 */
export interface SubgraphDefinition {
  /** Federation service name; also the folder under subgraphs/. */
  readonly name: string;
  /** Port the subgraph listens on when started locally. */
  readonly port: number;
  /** Database (on the shared PostgreSQL server) owned by this subgraph alone. */
  readonly database: string;
  /** Secrets beyond the common ones that only this subgraph receives from the launcher. */
  readonly privateEnv?: readonly ('ACCESS_TOKEN_PRIVATE_KEY' | 'MAIL' | 'MEDIA' | 'CALENDAR_FEED_KEY' | 'WEBHOOK_SECRETS_KEY')[];
}

export const subgraphs: readonly SubgraphDefinition[] = [
  { name: 'accounts', port: 4001, database: 'momstride_accounts', privateEnv: ['ACCESS_TOKEN_PRIVATE_KEY', 'MAIL', 'MEDIA', 'WEBHOOK_SECRETS_KEY'] },
  { name: 'community', port: 4002, database: 'momstride_community' },
  { name: 'events-wellness', port: 4003, database: 'momstride_events_wellness', privateEnv: ['CALENDAR_FEED_KEY'] },
  { name: 'messaging', port: 4004, database: 'momstride_messaging' },
  { name: 'media-reviews', port: 4005, database: 'momstride_media_reviews', privateEnv: ['MEDIA'] },
  { name: 'commerce', port: 4006, database: 'momstride_commerce' },
];

export const gatewayPort = 4000;

/** The database the domain-event queue (pg-boss) lives in, shared by every subgraph as infrastructure. */
export const domainEventsDatabase = 'momstride_domain_events';

export const workspaceOf = (subgraph: SubgraphDefinition): string => `subgraphs/${subgraph.name}`;

/** The compiled module exporting the subgraph's definition (`subgraph`, the kit's defineSubgraph), from the repository root. */
export const definitionModuleOf = (subgraph: SubgraphDefinition): string => `${workspaceOf(subgraph)}/dist/subgraph.js`;
