import pg from 'pg';
import { inject } from 'vitest';
import { subgraphs } from '../../../subgraphs.config';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The test stack's PostgreSQL server (scripts/testing/global-setup.ts). */
    serverDatabaseUrl: string;
  }
}

/**
 * Runs `work` on one subgraph's database of the test stack: for a state the product reaches only after days (an
 * endpoint failing for three), set directly so a screen can be checked; the path there has its own tests.
 */
export async function withSubgraphDatabase<T>(name: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const definition = subgraphs.find((subgraph) => subgraph.name === name);
  if (!definition) throw new Error(`${name} is not in subgraphs.config.ts`);
  const url = new URL(inject('serverDatabaseUrl'));
  url.pathname = `/${definition.database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
