/**
 * The bench's anchor, gateway half: a bare @apollo/gateway (supergraph composed at start-up from the anchor
 * subgraph's SDL, default RemoteGraphQLDataSource) served by @apollo/server's standalone server, production mode.
 * Usage: anchor-gateway <anchor-subgraph-graphql-url> <port>
 */
import { composeServices } from '@apollo/composition';
import { ApolloGateway } from '@apollo/gateway';
import { ApolloServer } from '@apollo/server';
import { startStandaloneServer } from '@apollo/server/standalone';
import { parse } from 'graphql';
import { ANCHOR_TYPE_DEFS } from './anchor-schema.js';

const [subgraphUrl, port] = process.argv.slice(2);
if (!subgraphUrl || !port) throw new Error('usage: anchor-gateway <subgraph-url> <port>');

const composed = composeServices([{ name: 'accounts', url: subgraphUrl, typeDefs: parse(ANCHOR_TYPE_DEFS) }]);
if (composed.errors) throw new Error(composed.errors.map((error) => error.message).join('\n'));
const server = new ApolloServer({ gateway: new ApolloGateway({ supergraphSdl: composed.supergraphSdl }) });
await startStandaloneServer(server, { listen: { port: Number(port), host: '127.0.0.1' } });
process.stdout.write('ready\n');
