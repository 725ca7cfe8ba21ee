/**
 * `node server/dist/migrate.js`: applies every subgraph's pending migrations and exits (0 when all are applied, 1 on
 * the first failure), e.g. as the Kubernetes migration Job before a release rolls out. It takes the installation's
 * environment as monolithic mode does (service-env.ts): DATABASE_URL is the PostgreSQL server, on which each subgraph's
 * database (subgraphs.config.ts) must exist. The services still migrate at start-up; after this they find nothing to do.
 */
import { createLogger } from '@momstride/kit';
import { domainEventsDatabase, gatewayMetricsPort, subgraphs } from '#subgraphs-config';
import { migrateSubgraphs } from './migrate-subgraphs.js';
import { subgraphEnvOf, type Topology } from './service-env.js';

const logger = createLogger({ name: 'migrate', level: process.env.LOG_LEVEL ?? 'info' });
const topology: Topology = { subgraphs, domainEventsDatabase, gatewayMetricsPort };
try {
  const databases = Object.fromEntries(subgraphs.map((subgraph) => [subgraph.name, subgraphEnvOf(process.env, subgraph, topology).DATABASE_URL!]));
  await migrateSubgraphs(databases, logger);
  process.exit(0);
} catch (error) {
  logger.error({ err: error }, 'migration failed');
  process.exit(1);
}
