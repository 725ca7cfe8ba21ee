import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { IncomingHttpHeaders } from 'node:http';
import type { Request, Response } from 'express';
import { Kind, type DocumentNode, type GraphQLFormattedError } from 'graphql';
import type { z } from 'zod';
import type { AuthResult } from '../auth.js';
import type { GatewayContext } from '../context.js';
import type { GraphQLEngine } from '../engine/graphql-engine.js';
import {
  fromGraphQLError,
  fromZodIssues,
  internalError,
  signInRefusal,
  RestReplyError,
  validationError,
  type RestError,
  type ValidationItem,
} from './errors.js';
import type { OperationStore } from './operations.js';
import type { CachedReply, PublicReplyCache } from './public-cache.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a route's mappers receive: the parsed input and the caller's sign-in state. */
export interface RouteInput<Body, Query, Params> {
  readonly body: Body;
  readonly query: Query;
  readonly params: Params;
  /** Names of the query parameters the request carried (parsed `query` fills in defaults). */
  readonly queryKeys: readonly string[];
  readonly auth: AuthResult;
  /** The request's headers (lower-case names), e.g. `idempotency-key`. */
  readonly headers: Readonly<IncomingHttpHeaders>;
}

/**
 * One REST route: method + path, optional sign-in requirement, zod schemas for its input, the name of ONE
 * static named GraphQL operation (rest/<subgraph>/<area>.graphql), a variables mapper and a response mapper.
 * Routes are written as RestRouteDefinitions and stored in this form by defineRoute.
 */
export interface RestRoute<Body = unknown, Query = unknown, Params = unknown, Data = unknown> {
  readonly method: HttpMethod;
  /** What the route does, in a short line for people (the OpenAPI operation's summary), e.g. "Follow a member". */
  readonly summary?: string;
  /** Express path under /api, e.g. `/users/:id/follow`. */
  readonly path: string;
  /**
   * `required`: no token → 401 "Not authenticated"; invalid token → 401 "Could not validate credentials". Absent: a
   * public route (sign-in, a calendar feed whose secret URL is the credential).
   */
  readonly auth?: 'required';
  readonly body?: z.ZodType<Body>;
  readonly query?: z.ZodType<Query>;
  readonly params?: z.ZodType<Params>;
  readonly operation: string;
  readonly variables: (input: RouteInput<Body, Query, Params>) => Record<string, unknown>;
  /** Maps the operation's data to the JSON reply (or a TextReply); may throw RestReplyError for an error reply instead. */
  readonly response: (data: Data, input: RouteInput<Body, Query, Params>) => unknown;
  /** Success status, 200 unless given. */
  readonly status?: number;
  /**
   * The success reply's JSON schema (THE one source of the reply's shape: `response` must return its type, and the
   * OpenAPI document, rest/openapi/, describes the reply with it). Absent only when `returnsText` names a text reply.
   */
  readonly returns?: z.ZodType;
  /** The content type of a route whose `response` returns a TextReply (an iCalendar file), for the OpenAPI document. */
  readonly returnsText?: string;
  /**
   * A public reply the same for everyone (a catalogue): kept by the gateway for max-age (one GraphQL execution per URL
   * and minute) and sent with `Cache-Control: public, max-age=…, stale-while-revalidate=…` and a strong ETag of its
   * bytes; a matching `If-None-Match` gets 304 without a body. Error replies are not kept.
   */
  readonly publicCache?: { readonly maxAgeSeconds: number; readonly staleWhileRevalidateSeconds: number };
}

// The erased form routes are stored in; defineRoute keeps each route's own types checked.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRestRoute = RestRoute<any, any, any, any>;

/**
 * A route as its group file writes it: `operation` is the operation's generated typed document
 * (rest/gql/graphql.ts, from its .graphql by `npm run codegen`), which types what `variables` returns and
 * what `response` receives, so a route's operation, variables and data cannot disagree.
 */
interface RestRouteDefinitionBase<
  Body,
  Query,
  Params,
  Data,
  Variables extends Record<string, unknown>,
  Out extends Variables,
  Returns extends z.ZodType,
> extends Omit<RestRoute<Body, Query, Params, Data>, 'operation' | 'variables' | 'response' | 'returns' | 'returnsText'> {
  readonly operation: TypedDocumentNode<Data, Variables>;
  /** The operation's variables, and no others (a misspelt optional variable fails to compile). */
  readonly variables: (input: RouteInput<Body, Query, Params>) => Out & { readonly [Name in Exclude<keyof Out, keyof Variables>]: never };
  /**
   * Maps the operation's data to the JSON reply `returns` describes (or a TextReply); may throw RestReplyError for an
   * error reply instead.
   */
  readonly response: (data: NoInfer<Data>, input: RouteInput<Body, Query, Params>) => NoInfer<z.input<Returns>> | TextReply;
}

/** Every route says what it answers: the schema of its JSON reply (`response` must return it), or a text reply's type. */
export type RestRouteDefinition<
  Body,
  Query,
  Params,
  Data,
  Variables extends Record<string, unknown>,
  Out extends Variables,
  Returns extends z.ZodType,
> = RestRouteDefinitionBase<Body, Query, Params, Data, Variables, Out, Returns> &
  ({ readonly returns: Returns; readonly returnsText?: undefined } | { readonly returns?: undefined; readonly returnsText: string });

/** The name of a document's one operation (the key of the operation store). */
export const operationNameOf = (document: DocumentNode): string => {
  const operations = document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  const name = operations.length === 1 ? operations[0]!.name?.value : undefined;
  if (!name) throw new Error('A REST route needs a document with exactly one named operation');
  return name;
};

export const defineRoute = <
  Data,
  Variables extends Record<string, unknown>,
  Out extends NoInfer<Variables>,
  Body = undefined,
  Query = undefined,
  Params = undefined,
  Returns extends z.ZodType = z.ZodUnknown,
>({
  operation,
  ...route
}: RestRouteDefinition<Body, Query, Params, Data, Variables, Out, Returns>): AnyRestRoute => ({ ...route, operation: operationNameOf(operation) });

/**
 * A reply that is not JSON (e.g. an iCalendar file): a route's `response` returns it instead of a JSON value, and it is
 * sent as it is, with its content type and headers.
 */
export class TextReply {
  constructor(
    readonly contentType: string,
    readonly body: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {}
}

export interface RestDeps {
  /** Executes the stored operations in-process. */
  readonly engine: Pick<GraphQLEngine, 'execute'>;
  readonly operations: OperationStore;
  readonly buildContext: (req: Request) => Promise<GatewayContext>;
  /** Replies of `publicCache` routes, kept for their max-age. */
  readonly publicReplies: PublicReplyCache;
}

export const sendRestError = (res: Response, error: RestError): void => {
  for (const [name, value] of Object.entries(error.headers ?? {})) res.setHeader(name, value);
  res.status(error.status).json(error.body);
};

const parsePart = (
  where: 'body' | 'query' | 'path',
  schema: z.ZodType | undefined,
  value: unknown,
  problems: ValidationItem[],
): unknown => {
  if (!schema) return undefined;
  // A request without a body: "Field required", unless the route's body schema accepts none (`.optional()`).
  if (where === 'body' && value === undefined && !schema.safeParse(undefined).success) {
    problems.push({ type: 'missing', loc: ['body'], msg: 'Field required', input: null });
    return undefined;
  }
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  problems.push(...fromZodIssues(where, result.error.issues, value));
  return undefined;
};

/** Picks the error that decides the reply: the first one carrying a code the REST layer knows. */
const decisiveError = (errors: readonly GraphQLFormattedError[]): GraphQLFormattedError =>
  errors.find((error) => {
    const code = error.extensions?.['code'];
    return typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR';
  }) ?? errors[0]!;

/** Verifies a route's sign-in requirement; returns the error to send, if any. */
const authProblem = (route: AnyRestRoute, auth: AuthResult): RestError | undefined => {
  if (route.auth !== 'required' || auth.state === 'valid') return undefined;
  return signInRefusal(auth);
};

/**
 * Executes one stored operation in-process with the request's context: its data, or the REST error its GraphQL errors
 * map to (`input` is what the client sent, for the field locations of validation errors).
 */
export const executeRestOperation = async (
  deps: Pick<RestDeps, 'engine' | 'operations'>,
  context: GatewayContext,
  operationName: string,
  variables: Record<string, unknown>,
  input: unknown,
  caller: string,
): Promise<{ ok: true; data: Record<string, unknown> } | { ok: false; error: RestError }> => {
  const operation = deps.operations.get(operationName);
  if (!operation) throw new Error(`REST ${caller} names unknown operation ${operationName}`);
  const { data, errors } = await deps.engine.execute({ query: operation.source, operationName: operation.name, variables }, context);
  if (errors && errors.length > 0) {
    const error = fromGraphQLError(decisiveError(errors), input);
    // The client hung up (its own deadline, a page left): its subgraph calls were cut short and nobody reads the reply.
    if (context.signal?.aborted) context.log.debug({ operation: operation.name }, 'REST operation abandoned: the client went away');
    else if (error.status === 503) context.log.warn({ operation: operation.name, detail: error.body.detail }, 'REST operation found a subgraph unavailable');
    else if (error.status >= 500) context.log.error({ operation: operation.name, errors }, 'REST operation failed');
    return { ok: false, error };
  }
  if (data === null || data === undefined) {
    context.log.error({ operation: operation.name }, 'REST operation returned no data');
    return { ok: false, error: internalError() };
  }
  return { ok: true, data };
};

/** Runs one route: auth, input parsing, the in-process GraphQL operation, error and response mapping. */
export const handleRoute = async (route: AnyRestRoute, deps: RestDeps, req: Request, res: Response): Promise<void> => {
  const context = await deps.buildContext(req);
  const denied = authProblem(route, context.auth);
  if (denied) return sendRestError(res, denied);

  const problems: ValidationItem[] = [];
  const params = parsePart('path', route.params, req.params, problems);
  const query = parsePart('query', route.query, req.query, problems);
  const body = parsePart('body', route.body, req.body, problems);
  if (problems.length > 0) return sendRestError(res, validationError(problems));

  const queryKeys = Object.keys(req.query as Record<string, unknown>);
  const input: RouteInput<unknown, unknown, unknown> = { body, query, params, queryKeys, auth: context.auth, headers: req.headers };
  const run = async (): Promise<RestError | TextReply | { readonly json: unknown }> => {
    const outcome = await executeRestOperation(deps, context, route.operation, route.variables(input), req.body, `${route.method} ${route.path}`);
    if (!outcome.ok) return outcome.error;
    try {
      const reply = route.response(outcome.data, input);
      return reply instanceof TextReply ? reply : { json: reply };
    } catch (error) {
      if (error instanceof RestReplyError) return error.reply;
      throw error;
    }
  };

  if (route.publicCache) {
    const cache = route.publicCache;
    let refusal: RestError | undefined;
    const cached = await deps.publicReplies.get(req.originalUrl, cache.maxAgeSeconds, async () => {
      const result = await run();
      if (result instanceof TextReply || !('json' in result)) {
        refusal = result instanceof TextReply ? internalError() : result;
        return undefined;
      }
      return { status: route.status ?? 200, body: JSON.stringify(result.json) };
    });
    if (!cached) return sendRestError(res, refusal ?? internalError());
    return sendCacheable(req, res, cached, cache);
  }

  const result = await run();
  if (result instanceof TextReply) {
    for (const [name, value] of Object.entries(result.headers)) res.setHeader(name, value);
    res.status(route.status ?? 200).type(result.contentType).send(result.body);
    return;
  }
  if (!('json' in result)) return sendRestError(res, result);
  res.status(route.status ?? 200).json(result.json);
};

/** Sends a cached public reply with Cache-Control and its ETag; 304 when the client has it already. */
const sendCacheable = (req: Request, res: Response, reply: CachedReply, cache: NonNullable<AnyRestRoute['publicCache']>): void => {
  res.setHeader('Cache-Control', `public, max-age=${cache.maxAgeSeconds}, stale-while-revalidate=${cache.staleWhileRevalidateSeconds}`);
  res.setHeader('ETag', reply.etag);
  const known = req.headers['if-none-match'];
  if (known && known.split(',').some((tag) => tag.trim().replace(/^W\//, '') === reply.etag)) {
    res.status(304).end();
    return;
  }
  res.status(reply.status).type('application/json').send(reply.body);
};
