/**
 * The GraphQL engine behind the gateway: what executes operations on the committed supergraph (Apollo Server 5 +
 * @apollo/gateway, apollo-engine.ts; docs/architecture.md, "Gateway engine", says why that one). Everything else (REST
 * routes, uploads, streams, health) talks to this interface only.
 */
import type { Request, RequestHandler } from 'express';
import type { GraphQLFormattedError, GraphQLSchema } from 'graphql';
import type { Logger } from 'pino';
import type { GatewayContext } from '../context.js';
import type { Supergraph } from '../supergraph.js';

/** One operation to execute in-process (the REST layer's stored operations). */
export interface EngineRequest {
  readonly query: string;
  readonly operationName?: string;
  readonly variables?: Record<string, unknown>;
}

/** What an in-process execution answers: errors already formatted (masked) as a client would see them. */
export interface EngineResult {
  readonly data?: Record<string, unknown> | null;
  readonly errors?: readonly GraphQLFormattedError[];
}

export type ContextBuilder = (req: Request) => Promise<GatewayContext>;

export interface GraphQLEngine {
  /** Loads the supergraph and gets ready to execute (before any request). */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** The public API schema (available after start()). */
  apiSchema(): GraphQLSchema;
  /** Executes one operation in-process with the request's context: the whole pipeline but HTTP (limits, masking). */
  execute(request: EngineRequest, context: GatewayContext): Promise<EngineResult>;
  /** The `/graphql` HTTP endpoint (mounted at /graphql): GET and POST, CSRF prevention, 1 MiB JSON bodies. */
  httpHandler(buildContext: ContextBuilder): RequestHandler;
}

export interface GraphQLEngineOptions {
  readonly supergraph: Supergraph;
  /** Deadline of every subgraph call (SUBGRAPH_TIMEOUT_MS; 10 s unless given). */
  readonly subgraphTimeoutMs?: number;
  readonly introspection: boolean;
  readonly logger: Logger;
}
