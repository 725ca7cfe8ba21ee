/**
 * The bench's anchor, subgraph half: a bare @apollo/subgraph served by @apollo/server's standalone server, whose
 * `me` (and `User.__resolveReference`) is one row of SQL through a pg pool on the accounts database — no framework
 * of ours (no express, viewer token, type-graphql or MikroORM). Run in production mode by scripts/bench.ts.
 * Usage: anchor-subgraph <accounts-database-url> <user-id> <port>
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ApolloServer } from '@apollo/server';
import { startStandaloneServer } from '@apollo/server/standalone';
import { parse, type DocumentNode, type GraphQLSchema } from 'graphql';
import pg from 'pg';
import { repoRoot } from '../lib/paths.js';
import { ANCHOR_TYPE_DEFS } from './anchor-schema.js';

// @apollo/subgraph is installed in the kit's workspace (pinned to 2.14.4 for Node 20); load that copy.
const { buildSubgraphSchema } = createRequire(join(repoRoot, 'subgraphs', 'kit', 'package.json'))('@apollo/subgraph') as {
  buildSubgraphSchema(module: { typeDefs: DocumentNode; resolvers: unknown }): GraphQLSchema;
};

const [databaseUrl, userId, port] = process.argv.slice(2);
if (!databaseUrl || !userId || !port) throw new Error('usage: anchor-subgraph <database-url> <user-id> <port>');

const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const userById = async (id: string) => {
  const { rows } = await pool.query<{ id: string; first_name: string; last_name: string; email: string; role: string }>(
    'SELECT id, first_name, last_name, email, role FROM users WHERE id = $1',
    [id],
  );
  const row = rows[0];
  return row ? { id: row.id, firstName: row.first_name, lastName: row.last_name, email: row.email, role: row.role } : null;
};

const server = new ApolloServer({
  schema: buildSubgraphSchema({
    typeDefs: parse(ANCHOR_TYPE_DEFS),
    resolvers: {
      Query: { me: () => userById(userId) },
      User: { __resolveReference: (reference: { id: string }) => userById(reference.id) },
    },
  }),
});
await startStandaloneServer(server, { listen: { port: Number(port), host: '127.0.0.1' } });
process.stdout.write('ready\n');
