/**
 * Brings subgraphs' databases to their current version without starting them: the kit's migrations, then each
 * subgraph's own, under the same start-up lock its processes take (so a copy starting meanwhile waits, then finds
 * them applied). What `node server/dist/migrate.js` runs — the Kubernetes migration Job (docs/operations.md,
 * "Kubernetes").
 */
import 'reflect-metadata';
import { initOrm, migrateDatabase, ormConfigOf, withStartupLock, type Logger, type runSubgraph } from '@momstride/kit';
import { subgraphDefinitions } from './subgraph-definitions.js';

type AnySubgraph = Parameters<typeof runSubgraph>[0];

/** Migrates the database at `databases[name]` of each subgraph named there, one after the other; the names applied, by subgraph. */
export async function migrateSubgraphs(databases: Readonly<Record<string, string>>, logger: Logger): Promise<Record<string, string[]>> {
  const applied: Record<string, string[]> = {};
  for (const [name, url] of Object.entries(databases)) {
    const load = subgraphDefinitions[name];
    if (!load) throw new Error(`No subgraph is named ${name} (subgraphs.config.ts)`);
    const { subgraph } = (await load()) as { subgraph: AnySubgraph };
    const orm = await initOrm(ormConfigOf(subgraph, url, { poolMax: 1 }));
    try {
      applied[name] = await withStartupLock(url, () => migrateDatabase(orm, { mirrors: subgraph.mirrors }));
    } finally {
      await orm.close();
    }
    logger.info({ subgraph: name, migrations: applied[name] }, applied[name]!.length > 0 ? 'migrations applied' : 'database up to date');
  }
  return applied;
}
