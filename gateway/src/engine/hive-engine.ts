/**
 * The `hive` engine (GATEWAY_ENGINE=hive): @graphql-hive/gateway-runtime (GraphQL Yoga + Hive's federation query
 * planner) on the same committed supergraph SDL, unchanged. Subgraph calls go through SubgraphDataSource as on the
 * Apollo engine (hive-subgraph-transport.ts); the same graphql-armor limits (as envelop plugins), the same error
 * masking (error-policy.ts), CSRF prevention with Apollo's headers, no batching, introspection only when enabled,
 * 400 for an unknown operation name; its CORS, landing page, GraphiQL and request ids are off (the app has its own).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { GRAPHQL_BODY_LIMIT_BYTES, readJsonBody } from '@momstride/kit/http';
import { createGatewayRuntime, type GatewayConfigContext, type GatewayPlugin } from '@graphql-hive/gateway-runtime';
import { getOperationAST, GraphQLError, type GraphQLSchema } from 'graphql';
import type { Logger } from 'pino';
import { createEnvelopArmor } from '../armor.js';
import { SUBGRAPH_TIMEOUT_MS, SubgraphDataSource } from '../subgraph-data-source.js';
import { tokenScopeRefusal } from '../personal-access-token-scopes.js';
import { formatGatewayError, logGraphQLErrors, unknownOperationError } from './error-policy.js';
import type { EngineResult, GraphQLEngine, GraphQLEngineOptions } from './graphql-engine.js';
import { hiveLoggerFor } from './hive-logger.js';
import { subgraphExecutor, type HiveContext } from './hive-subgraph-transport.js';
import { keepRuntimeUntilStopped } from './hive-terminate-signals.js';

/** Apollo's CSRF prevention headers: a request carrying one of them (or a JSON content type) is not a simple request. */
const CSRF_HEADERS = ['x-apollo-operation-name', 'apollo-require-preflight'];

const isOriginalGraphQLError = (error: unknown): error is GraphQLError =>
  error instanceof GraphQLError && (error.originalError == null || isOriginalGraphQLError(error.originalError));

/** Yoga's maskError: errors the gateway did not mean to send (not a GraphQLError all the way down) are masked too. */
const maskError = (error: unknown): Error => {
  if (isOriginalGraphQLError(error)) {
    const json = error.toJSON();
    const formatted = formatGatewayError(json);
    if (formatted === json) return error;
    return new GraphQLError(formatted.message, { nodes: error.nodes, source: error.source, positions: error.positions, path: error.path, extensions: formatted.extensions });
  }
  const located = error instanceof GraphQLError ? error : undefined;
  const { message, extensions } = formatGatewayError({ message: '', extensions: { code: 'INTERNAL_SERVER_ERROR' } });
  return new GraphQLError(message, { nodes: located?.nodes, source: located?.source, positions: located?.positions, path: located?.path, extensions });
};

/** A parse or validation error answered 400 whatever the client accepts, as Apollo does (`spec` would make it 200). */
const badRequest = (error: GraphQLError, code: string): GraphQLError =>
  new GraphQLError(error.message, { nodes: error.nodes, source: error.source, positions: error.positions, extensions: { code, http: { status: 400 } } });

/**
 * 400 for an invalid document as Apollo answers it (Yoga keeps the GraphQL-over-HTTP spec's 200 for an
 * `application/json` client), 400 for an unknown operation name, and our log lines for an operation's errors (by the
 * request's own logger).
 */
const momstridePlugin = (logger: Logger): GatewayPlugin<HiveContext> => ({
  onParse({ context }) {
    return ({ result }) => {
      if (result instanceof GraphQLError) throw badRequest(result, 'GRAPHQL_PARSE_FAILED');
      if (result instanceof Error || !result) return;
      const operationName = (context as { params?: { operationName?: string | null } }).params?.operationName;
      if (!getOperationAST(result, operationName ?? undefined)) throw unknownOperationError(operationName);
    };
  },
  onValidate() {
    return ({ valid, result }) => {
      if (!valid) for (const error of result) Object.assign(error.extensions, { http: { status: 400, spec: false } });
    };
  },
  onExecute({ args, setResultAndStopExecution }) {
    // A read-only personal access token: only queries (personal-access-token-scopes.ts).
    const operation = getOperationAST(args.document, args.operationName ?? undefined);
    const refusal = operation ? tokenScopeRefusal(args.contextValue.momstride?.auth, operation.operation) : undefined;
    if (refusal) {
      setResultAndStopExecution({ errors: [refusal] });
      return;
    }
    return {
      onExecuteDone({ result }) {
        if ('errors' in result && result.errors) logGraphQLErrors(result.errors, args.contextValue.momstride?.log ?? logger);
      },
    };
  },
});

export const createHiveEngine = ({ supergraph, introspection, logger, subgraphTimeoutMs = SUBGRAPH_TIMEOUT_MS }: GraphQLEngineOptions): GraphQLEngine => {
  const executors = new Map(supergraph.subgraphs.map((s) => [s.name, subgraphExecutor(new SubgraphDataSource(s.name, s.url, subgraphTimeoutMs))]));
  let configContext: GatewayConfigContext | undefined;
  const armor = createEnvelopArmor();
  const runtime = createGatewayRuntime<HiveContext>({
    supergraph: supergraph.sdl,
    transports: {
      http: {
        getSubgraphExecutor: ({ subgraphName }) => {
          const executor = executors.get(subgraphName);
          if (!executor) throw new Error(`The supergraph names a subgraph the gateway does not know: ${subgraphName}`);
          return executor as never;
        },
      },
    },
    logging: hiveLoggerFor(logger),
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: false,
    cors: false,
    requestId: false,
    maskedErrors: { maskError },
    csrfPrevention: { requestHeaders: CSRF_HEADERS },
    ...(introspection ? {} : { disableIntrospection: {} }),
    plugins: (context) => {
      configContext = context;
      return [...(armor.plugins as GatewayPlugin[]), momstridePlugin(logger)];
    },
  });
  keepRuntimeUntilStopped(runtime);
  // In-process operations have no HTTP request; plugins that look at one see this (no headers).
  const internalRequest = new runtime.fetchAPI.Request('http://gateway.internal/graphql', { method: 'POST' });
  // whatwg-node's listener writes the answer and takes extra arguments as the server context (its typings omit them).
  const serveNode = runtime.requestListener as unknown as (req: IncomingMessage, res: ServerResponse, serverContext: HiveContext) => Promise<void>;
  let apiSchema: GraphQLSchema | undefined;

  return {
    name: 'hive',
    start: async () => {
      apiSchema = await runtime.getSchema();
    },
    stop: async () => {
      await runtime.dispose();
    },
    apiSchema: () => {
      if (!apiSchema) throw new Error('The gateway has not loaded its schema yet');
      return apiSchema;
    },
    execute: async (params, context) => {
      const contextValue = { ...configContext, headers: {}, request: internalRequest, momstride: context };
      const result: unknown = await runtime.getResultForParams({ params, request: internalRequest }, contextValue);
      if (result === null || typeof result !== 'object' || Symbol.asyncIterator in result) {
        throw new Error(`Operation ${params.operationName ?? ''} returned an incremental result`);
      }
      const { data, errors } = result as { data?: Record<string, unknown> | null; errors?: readonly GraphQLError[] };
      return { data, ...(errors && errors.length > 0 ? { errors: errors.map((error) => error.toJSON()) } : {}) } satisfies EngineResult;
    },
    httpHandler: (buildContext) => async (req, res, next) => {
      try {
        if (req.method === 'POST') {
          // The same 1 MiB JSON limit as the Apollo engine (BodyError: 413 or 400); the runtime takes the parsed body.
          const body = await readJsonBody(req, GRAPHQL_BODY_LIMIT_BYTES);
          if (body !== undefined) (req as { body?: unknown }).body = body !== null && typeof body === 'object' && Object.keys(body).length > 0 ? body : JSON.stringify(body);
        }
        const momstride = await buildContext(req);
        await serveNode(req, res, { momstride });
      } catch (error) {
        next(error);
      }
    },
  };
};
