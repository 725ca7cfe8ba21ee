/**
 * The databases `db backup` and `db restore` work on, from subgraphs.config.ts (THE list, compiled for the CLI as
 * `#subgraphs-config`): the domain-event queue's, then each subgraph's, with the services that use each one.
 */
import { domainEventsDatabase, subgraphs } from '#subgraphs-config';

export interface MomstrideDatabase {
  /** Its name on the PostgreSQL server, as the launcher and docker-compose.yml create it. */
  readonly name: string;
  /** The services that connect to it (every subgraph uses the queue's). */
  readonly services: readonly string[];
}

export const momstrideDatabases: readonly MomstrideDatabase[] = [
  { name: domainEventsDatabase, services: subgraphs.map((subgraph) => subgraph.name) },
  ...subgraphs.map((subgraph) => ({ name: subgraph.database, services: [subgraph.name] })),
];

/** The services of every database, once each, in subgraphs.config.ts order. */
export const momstrideServices: readonly string[] = subgraphs.map((subgraph) => subgraph.name);
