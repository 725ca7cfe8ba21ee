/** The engine GATEWAY_ENGINE names, on the given supergraph. */
import { createApolloEngine } from './apollo-engine.js';
import type { GatewayEngineName, GraphQLEngine, GraphQLEngineOptions } from './graphql-engine.js';
import { createHiveEngine } from './hive-engine.js';

export const createGraphQLEngine = (engine: GatewayEngineName, options: GraphQLEngineOptions): GraphQLEngine =>
  engine === 'hive' ? createHiveEngine(options) : createApolloEngine(options);
