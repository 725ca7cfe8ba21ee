/**
 * The gateway's GraphQL engine: Apollo Server 5 running @apollo/gateway on the static supergraph (never
 * IntrospectAndCompose); subgraph calls go through SubgraphDataSource (pooled keep-alive node:http, a viewer token
 * minted per subgraph, the deadline, SERVICE_UNAVAILABLE for an unreachable subgraph).
 */
import { ApolloGateway } from '@apollo/gateway';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { graphqlHttpHandler } from '@momstride/kit/http';
import { operationMetricsPlugin } from '@momstride/kit/metrics';
import type { GraphQLSchema } from 'graphql';
import { createArmor } from '../armor.js';
import type { GatewayContext } from '../context.js';
import { gatewayMetrics } from '../metrics/gateway-metrics.js';
import { tokenScopeRefusal } from '../personal-access-token-scopes.js';
import { SUBGRAPH_TIMEOUT_MS, SubgraphDataSource } from '../subgraph-data-source.js';
import { formatGatewayError, logGraphQLErrors, unknownOperationError } from './error-policy.js';
import { installLeanResultShaping } from './result-shaping.js';
import type { GraphQLEngine, GraphQLEngineOptions } from './graphql-engine.js';

process.env['APOLLO_TELEMETRY_DISABLED'] = '1';

export const createApolloEngine = ({ supergraph, introspection, logger, subgraphTimeoutMs = SUBGRAPH_TIMEOUT_MS }: GraphQLEngineOptions): GraphQLEngine => {
  // Result shaping at a fraction of Apollo's CPU, the same results (engine/result-shaping.ts).
  if (!installLeanResultShaping()) logger.warn('@apollo/gateway is not the version engine/result-shaping.ts was checked with: its own result shaping runs');
  const urls = new Map(supergraph.subgraphs.map((s) => [s.name, s.url]));
  const gateway = new ApolloGateway({
    supergraphSdl: supergraph.sdl,
    // Pooled keep-alive node:http calls carrying a viewer token minted for that subgraph (subgraph-data-source.ts).
    buildService: ({ name, url }) => new SubgraphDataSource(name, urls.get(name) ?? url ?? '', subgraphTimeoutMs),
  });
  let apiSchema: GraphQLSchema | undefined;
  gateway.onSchemaLoadOrUpdate(({ apiSchema: schema }) => {
    apiSchema = schema;
  });
  const armor = createArmor();
  const server = new ApolloServer<GatewayContext>({
    gateway,
    introspection,
    csrfPrevention: true,
    // The process's signals are its host's (index.ts, or the monolith): Apollo Server's own SIGTERM/SIGINT handler
    // would start a stop of its own, and a second stop() waits for the first one's barrier, which a stop that succeeds
    // never resolves, so the host's orderly stop would hang until its forced exit.
    stopOnTerminationSignals: false,
    validationRules: armor.validationRules,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    logger,
    formatError: formatGatewayError,
    plugins: [
      // graphql-armor's typings point at @apollo/server's CJS build; the plugins only use graphql-js at runtime.
      ...(armor.plugins as unknown as ApolloServerPlugin<GatewayContext>[]),
      ApolloServerPluginLandingPageDisabled(),
      operationMetricsPlugin(gatewayMetrics) as ApolloServerPlugin<GatewayContext>,
      {
        async requestDidStart() {
          return {
            // @apollo/gateway would throw INVALID_GRAPHQL from its executor, which Apollo Server answers with 500.
            async didResolveOperation({ operation, request, contextValue }) {
              if (!operation) throw unknownOperationError(request.operationName);
              // A read-only personal access token: only queries (403 before anything runs).
              const refusal = tokenScopeRefusal(contextValue?.auth, operation.operation);
              if (refusal) throw refusal;
            },
            async didEncounterErrors({ errors, contextValue }) {
              logGraphQLErrors(errors, contextValue?.log ?? logger);
            },
          };
        },
      },
    ],
  });
  return {
    start: () => server.start(),
    stop: () => server.stop(),
    apiSchema: () => {
      if (!apiSchema) throw new Error('The gateway has not loaded its schema yet');
      return apiSchema;
    },
    execute: async ({ query, operationName, variables }, context) => {
      const response = await server.executeOperation({ query, operationName, variables }, { contextValue: context });
      if (response.body.kind !== 'single') throw new Error(`Operation ${operationName ?? ''} returned an incremental result`);
      const { data, errors } = response.body.singleResult;
      return { data, ...(errors ? { errors } : {}) };
    },
    httpHandler: (buildContext) => graphqlHttpHandler(server, buildContext),
  };
};
