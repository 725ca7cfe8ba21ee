import { ApolloGateway } from '@apollo/gateway';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import type { Logger } from 'pino';
import { createArmor } from './armor.js';
import type { GatewayContext } from './context.js';
import { SUBGRAPH_TIMEOUT_MS, SubgraphDataSource } from './subgraph-data-source.js';
import type { Supergraph } from './supergraph.js';

process.env['APOLLO_TELEMETRY_DISABLED'] = '1';

export interface GraphQLServer {
  readonly server: ApolloServer<GatewayContext>;
  /** The public API schema (available after start()). */
  readonly apiSchema: () => GraphQLSchema;
}

export interface GraphQLServerOptions {
  readonly supergraph: Supergraph;
  /** Deadline of every subgraph call (SUBGRAPH_TIMEOUT_MS; 10 s unless given). */
  readonly subgraphTimeoutMs?: number;
  readonly introspection: boolean;
  readonly logger: Logger;
}

/** Apollo Server 5 running @apollo/gateway on the static supergraph (never IntrospectAndCompose). */
export const createGraphQLServer = ({ supergraph, introspection, logger, subgraphTimeoutMs = SUBGRAPH_TIMEOUT_MS }: GraphQLServerOptions): GraphQLServer => {
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
    validationRules: armor.validationRules,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    logger,
    // Subgraph errors keep their message and extensions.code; stack traces and HTTP details (`response`: a
    // subgraph's internal URL and body) never leave, and the gateway's own unexpected errors (e.g. a subgraph
    // unreachable: its URL) are masked (they are logged).
    formatError: (formatted) => {
      const { stacktrace: _stacktrace, response: _response, ...extensions } = formatted.extensions ?? {};
      if (extensions['code'] === 'INTERNAL_SERVER_ERROR' && extensions['serviceName'] === undefined) {
        return { ...formatted, message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
      }
      return formatted.extensions ? { ...formatted, extensions } : formatted;
    },
    plugins: [
      // graphql-armor's typings point at @apollo/server's CJS build; the plugins only use graphql-js at runtime.
      ...(armor.plugins as unknown as ApolloServerPlugin<GatewayContext>[]),
      ApolloServerPluginLandingPageDisabled(),
      {
        async requestDidStart() {
          return {
            // An operation name the document lacks, or several operations and no name: the client's mistake, so 400
            // (@apollo/gateway would throw INVALID_GRAPHQL from its executor, which Apollo Server answers with 500).
            async didResolveOperation({ operation, request }) {
              if (operation) return;
              const message = request.operationName
                ? `Unknown operation named "${request.operationName}".`
                : 'Must provide operation name if query contains multiple operations.';
              throw new GraphQLError(message, { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });
            },
            async didEncounterErrors({ errors, contextValue }) {
              for (const error of errors) {
                const code = error.extensions?.['code'];
                const log = contextValue?.log ?? logger;
                if (code === undefined || code === 'INTERNAL_SERVER_ERROR' || code === 'DOWNSTREAM_SERVICE_ERROR') {
                  log.error({ err: error.originalError ?? error, path: error.path }, 'graphql error');
                } else {
                  log.debug({ code, message: error.message }, 'graphql client error');
                }
              }
            },
          };
        },
      },
    ],
  });
  return {
    server,
    apiSchema: () => {
      if (!apiSchema) throw new Error('The gateway has not loaded its schema yet');
      return apiSchema;
    },
  };
};
