/**
 * The Hive engine's transport for every subgraph: the query plan's fetches go through the same SubgraphDataSource as
 * on the Apollo engine — pooled keep-alive node:http, the request's viewer token minted for that subgraph, its
 * request id, the SUBGRAPH_TIMEOUT_MS deadline, the client's abort, split `_entities` calls, and SERVICE_UNAVAILABLE
 * naming the area in words for a subgraph that cannot be reached — instead of Hive's fetch-based HTTP transport.
 */
import { GraphQLError, print, type DocumentNode, type GraphQLFormattedError } from 'graphql';
import type { GatewayContext } from '../context.js';
import type { SubgraphDataSource, SubgraphResponse } from '../subgraph-data-source.js';

/** What the Hive engine's GraphQL context carries of ours: the request's context (viewer, ip, request id, log, signal). */
export interface HiveContext {
  readonly momstride?: GatewayContext;
}

/** The part of Hive's ExecutionRequest a subgraph call needs. */
interface SubgraphExecutionRequest {
  readonly document: DocumentNode;
  readonly variables?: Record<string, unknown>;
  readonly operationName?: string;
  readonly context?: unknown;
}

/** Subgraph errors as GraphQL errors the federation runtime relocates (their locations point into the subgraph's document). */
const toGraphQLErrors = (errors: readonly GraphQLFormattedError[]): GraphQLError[] =>
  errors.map((error) => new GraphQLError(error.message, { path: error.path, extensions: error.extensions }));

/** Each plan's documents are printed once (the runtime keeps the same DocumentNode for a cached plan). */
const printedDocuments = new WeakMap<DocumentNode, string>();
const printed = (document: DocumentNode): string => {
  let text = printedDocuments.get(document);
  if (text === undefined) {
    text = print(document);
    printedDocuments.set(document, text);
  }
  return text;
};

/** The executor of one subgraph: GraphQLErrors (unavailable, HTTP errors) become its result's errors; anything else throws. */
export const subgraphExecutor =
  (source: SubgraphDataSource) =>
  async (request: SubgraphExecutionRequest): Promise<{ data?: unknown; errors?: GraphQLError[] }> => {
    const context = (request.context as HiveContext | undefined)?.momstride;
    if (!context) throw new Error('A subgraph call outside any request (no viewer to mint a token for)');
    let response: SubgraphResponse;
    try {
      response = await source.call(context, { query: printed(request.document), variables: request.variables, operationName: request.operationName });
    } catch (error) {
      if (error instanceof GraphQLError) return { errors: [error] };
      throw error;
    }
    return response.errors ? { data: response.data, errors: toGraphQLErrors(response.errors) } : { data: response.data };
  };
