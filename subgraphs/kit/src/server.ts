import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { unwrapResolverError } from '@apollo/server/errors';
import type { MikroORM } from '@mikro-orm/postgresql';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { GraphQLError, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import type { BaseContext } from './context.js';
import { BodyError, GRAPHQL_BODY_LIMIT_BYTES, serveGraphQLHttp } from './http/graphql-http.js';
import { createInternalTokenVerifier, requireInternalCallerWith } from './http/internal-calls.js';
import { keepIdleConnections } from './http/keep-alive.js';
import { publicErrorCodes } from './errors.js';
import type { Logger } from './logger.js';
import { textInputPlugin } from './text-input.js';
import { compiledExecution } from './compiled-execution.js';
import { isDatabaseReady } from './orm.js';
import { isRemovedViewer, removedViewerPlugin, REMOVED_VIEWER_MESSAGE } from './removed-viewer.js';
import { createRequestStatsRecorder } from './request-stats.js';
import { createViewerVerifier, VIEWER_TOKEN_HEADER, type Viewer } from './viewer.js';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './database-unavailable.js';
import { observeHttpRequest, operationMetricsPlugin, type ServiceMetrics } from './metrics/index.js';

export interface StartSubgraphOptions<TLoaders, TExtra extends object> {
  name: string;
  schema: GraphQLSchema;
  orm: MikroORM;
  port: number;
  host?: string;
  viewerTokenPublicKey: string;
  /** Verifies internal tokens for `requireInternalCaller` (http/internal-calls.ts); without it every internal call is refused. */
  internalTokenPublicKey?: string;
  logger: Logger;
  production?: boolean;
  /** Per-request loaders (DataLoaders), built from the request's EntityManager fork. */
  createLoaders: (base: BaseContext) => TLoaders;
  /** Anything else the subgraph's resolvers need in the context. */
  extendContext?: (base: BaseContext) => TExtra;
  /** Extra cleanup on shutdown, before the ORM closes. */
  onShutdown?: () => Promise<void>;
  /** Called first when the server stops, before it waits for open requests: end long-lived responses (live streams). */
  onStopping?: () => Promise<void>;
  /** Install SIGTERM/SIGINT handlers that stop and exit (default true). */
  handleSignals?: boolean;
  /** Largest /graphql request body in bytes (1 MB unless given). */
  bodyLimitBytes?: number;
  /**
   * Extra HTTP routes beside /graphql (e.g. an upload endpoint). Guard them with `requireViewer`, which
   * answers 401 without a valid internal viewer token (and to a deleted member's writes) and puts the viewer
   * where `viewerOf(res)` finds it.
   */
  httpRoutes?: (app: express.Express, tools: HttpRouteTools) => void;
  /**
   * Test-time observability (default: on when NODE_ENV=test, never otherwise): SQL statements are counted per
   * GraphQL request, answered in the `x-sql-statements` header and kept per request id for
   * `GET /internal/request-stats/:requestId` (viewer token required). See request-stats.ts. runSubgraph turns it on
   * from the subgraph's own NODE_ENV.
   */
  exposeRequestStats?: boolean;
  /** Where its HTTP requests and GraphQL operations are counted (metrics/); none unless given. */
  metrics?: ServiceMetrics;
}

/** Guards for a subgraph's extra routes. */
export interface HttpRouteTools {
  /** A member's (or an anonymous) request relayed by the gateway, with its internal viewer token. */
  readonly requireViewer: RequestHandler;
  /**
   * `/internal/*` endpoints: only another service's internal token for this subgraph (optionally from the callers
   * named); a viewer token is refused (http/internal-calls.ts).
   */
  readonly requireInternalCaller: (allowedCallers?: readonly string[]) => RequestHandler;
}

/** The verified viewer of a request that passed `requireViewer`. */
export const viewerOf = (res: Response): Viewer => res.locals.viewer as Viewer;

export interface RunningSubgraph {
  url: string;
  server: Server;
  stop(): Promise<void>;
}

const UNAVAILABLE: GraphQLFormattedError = {
  message: 'Temporarily unavailable. Please try again in a moment.',
  extensions: { code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS },
};

const INTERNAL: GraphQLFormattedError = {
  message: 'Internal server error',
  extensions: { code: 'INTERNAL_SERVER_ERROR' },
};

/**
 * Keeps known, client-facing errors; a database that is restarting or unreachable becomes SERVICE_UNAVAILABLE (try
 * again in a moment; the gateway words it by area); logs and masks everything else. Never includes stack traces.
 */
export function createErrorFormatter(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    const code = original instanceof GraphQLError ? original.extensions.code : undefined;
    if (typeof code === 'string' && publicErrorCodes.has(code)) {
      const { stacktrace: _stacktrace, ...extensions } = (formatted.extensions ?? {}) as Record<string, unknown>;
      return { ...formatted, extensions };
    }
    if (isDatabaseUnavailable(original)) {
      logger.warn({ err: original, path: formatted.path }, 'database unavailable');
      return { ...UNAVAILABLE, ...(formatted.path ? { path: formatted.path } : {}), ...(formatted.locations ? { locations: formatted.locations } : {}) };
    }
    logger.error({ err: original, path: formatted.path }, 'unexpected error in GraphQL operation');
    return formatted.path ? { ...INTERNAL, path: formatted.path, ...(formatted.locations ? { locations: formatted.locations } : {}) } : INTERNAL;
  };
}

/**
 * A request's context. `log` is a getter on the class, not on the object: Apollo clones the context by copying own
 * properties, and the child logger (with the request id) is made only when a resolver logs.
 */
class RequestContext implements BaseContext {
  private requestLog: Logger | undefined;

  constructor(
    readonly viewer: Viewer,
    readonly em: BaseContext['em'],
    private readonly logger: Logger,
  ) {}

  get log(): Logger {
    return (this.requestLog ??= this.logger.child({
      requestId: this.viewer.requestId,
      ...(this.viewer.userId ? { userId: this.viewer.userId } : {}),
    }));
  }
}

function unauthorizedBody(message: string) {
  return { errors: [{ message, extensions: { code: 'UNAUTHENTICATED' } }] };
}

/**
 * Starts the subgraph's HTTP server: /graphql (viewer token required; served straight from node:http, the hot
 * path), GET /healthz, GET /readyz and the subgraph's extra routes (express).
 */
export async function startSubgraph<TLoaders, TExtra extends object = object>(
  options: StartSubgraphOptions<TLoaders, TExtra>,
): Promise<RunningSubgraph> {
  const { logger, orm } = options;
  const verifyViewer = createViewerVerifier(options.viewerTokenPublicKey, options.name);
  const app = express();
  app.disable('x-powered-by');
  // API answers are per viewer and never revalidated: no ETag hashing of every JSON body (static files keep theirs).
  app.set('etag', false);
  app.set('trust proxy', false);
  // /graphql, the one hot path, is served without express (serveGraphQL below); everything else goes to `app`.
  let serveGraphQL: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => {
    res.statusCode = 503;
    res.end();
  };
  const { metrics } = options;
  const httpServer = createServer((req, res) => {
    if (metrics) observeHttpRequest(metrics, req, res, true);
    const url = req.url ?? '';
    if (url === '/graphql' || url.startsWith('/graphql?')) serveGraphQL(req, res);
    else app(req, res);
  });
  // The gateway's pool reuses connections without an idle limit: with Node's 5 s a call could cross this server closing
  // one as idle (ECONNRESET, a 503 the fuzz test met on a quiet subgraph). Stopping still closes them (the drain plugin).
  keepIdleConnections(httpServer);

  const plugins: ApolloServerPlugin[] = [
    ApolloServerPluginInlineTraceDisabled(),
    // No HTTP caching of GraphQL answers here: the default cache-control plugin would wrap every field resolver
    // (willResolveField) to compute cache hints nobody reads.
    ApolloServerPluginCacheControlDisabled(),
    ApolloServerPluginDrainHttpServer({ httpServer }),
  ];
  // A deleted member's still-valid token writes nothing (removed-viewer.ts).
  plugins.push(removedViewerPlugin() as ApolloServerPlugin);
  // No NUL character or lone surrogate reaches PostgreSQL (text-input.ts).
  plugins.push(textInputPlugin());
  if (options.production) plugins.push(ApolloServerPluginLandingPageDisabled());
  const requestStats =
    (options.exposeRequestStats ?? process.env.NODE_ENV === 'test') && !options.production ? createRequestStatsRecorder(orm) : undefined;
  if (requestStats) plugins.push(requestStats.plugin as ApolloServerPlugin);
  if (metrics) plugins.push(operationMetricsPlugin(metrics, { countRefusals: true }) as ApolloServerPlugin);

  const apollo = new ApolloServer<BaseContext & { loaders: TLoaders } & TExtra>({
    // Operations run compiled (compiled-execution.ts): Apollo parses, validates and formats; graphql-jit executes.
    gateway: compiledExecution(options.schema),
    plugins,
    includeStacktraceInErrorResponses: false,
    stopOnTerminationSignals: false,
    introspection: !options.production,
    formatError: createErrorFormatter(logger),
  });
  await apollo.start();

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', service: options.name });
  });
  app.get('/readyz', async (_req, res) => {
    const ready = await isDatabaseReady(orm);
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'database unavailable', service: options.name });
  });

  /** The verified viewer of a request, or the 401 body to answer with. */
  const viewerFrom = async (req: IncomingMessage): Promise<Viewer | { refused: string }> => {
    const token = req.headers[VIEWER_TOKEN_HEADER];
    if (typeof token !== 'string' || token === '') return { refused: 'Missing viewer token' };
    try {
      const requestId = req.headers['x-request-id'];
      return await verifyViewer(token, typeof requestId === 'string' ? requestId : undefined);
    } catch (error) {
      logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'rejected viewer token');
      return { refused: 'Invalid viewer token' };
    }
  };

  const requireViewer = async (req: Request, res: Response, next: NextFunction) => {
    const viewer = await viewerFrom(req);
    if ('refused' in viewer) {
      res.status(401).json(unauthorizedBody(viewer.refused));
      return;
    }
    // Writes through extra routes (uploads) are refused to a deleted member like mutations are.
    if (req.method !== 'GET' && req.method !== 'HEAD' && (await isRemovedViewer(orm.em.fork(), viewer.userId))) {
      res.status(401).json(unauthorizedBody(REMOVED_VIEWER_MESSAGE));
      return;
    }
    res.locals.viewer = viewer;
    next();
  };

  type Context = BaseContext & { loaders: TLoaders } & TExtra;
  const contextFor = (viewer: Viewer): Context => {
    const context = new RequestContext(viewer, orm.em.fork(), logger) as unknown as Context;
    context.loaders = options.createLoaders(context);
    const extra = options.extendContext?.(context);
    if (extra) Object.assign(context, extra);
    return context;
  };

  const sendJson = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
  };
  const bodyLimit = options.bodyLimitBytes ?? GRAPHQL_BODY_LIMIT_BYTES;
  serveGraphQL = (req, res) => {
    const serve = async () => {
      const viewer = await viewerFrom(req);
      if ('refused' in viewer) {
        req.resume();
        return sendJson(res, 401, unauthorizedBody(viewer.refused));
      }
      await serveGraphQLHttp(apollo, req, res, async () => contextFor(viewer), bodyLimit);
    };
    const run = () =>
      void serve().catch((error: unknown) => {
        // Malformed JSON bodies, oversized bodies and the like: a 4xx, never a stack trace.
        if (error instanceof BodyError) return sendJson(res, error.status, { errors: [{ message: 'Bad request', extensions: { code: 'BAD_REQUEST' } }] });
        logger.error({ err: error }, 'unhandled HTTP error');
        if (!res.headersSent) sendJson(res, 500, { errors: [INTERNAL] });
        else res.destroy();
      });
    if (requestStats) requestStats.scope(req as Request, res as Response, run);
    else run();
  };

  if (requestStats) {
    app.get('/internal/request-stats/:requestId', requireViewer, (req, res) => {
      res.json(requestStats.statsOf(String(req.params.requestId)));
    });
  }

  const requireInternalCaller = requireInternalCallerWith(
    options.internalTokenPublicKey ? createInternalTokenVerifier(options.internalTokenPublicKey, options.name) : undefined,
    (reason) => logger.warn({ reason }, 'rejected internal token'),
  );
  options.httpRoutes?.(app, { requireViewer, requireInternalCaller });

  app.use((_req, res) => {
    res.status(404).json({ errors: [{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }] });
  });
  // Malformed JSON bodies, oversized bodies and the like: a 4xx, never a stack trace.
  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const status = typeof error === 'object' && error !== null && 'status' in error ? Number((error as { status: unknown }).status) : 500;
    if (status >= 400 && status < 500) {
      res.status(status).json({ errors: [{ message: 'Bad request', extensions: { code: 'BAD_REQUEST' } }] });
      return;
    }
    logger.error({ err: error }, 'unhandled HTTP error');
    res.status(500).json({ errors: [INTERNAL] });
  });

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(options.port, options.host ?? '0.0.0.0', () => resolve());
  });
  const address = httpServer.address() as AddressInfo;
  const url = `http://127.0.0.1:${address.port}`;
  logger.info({ port: address.port }, `${options.name} subgraph ready at ${url}/graphql`);

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      logger.info('shutting down');
      await options.onStopping?.();
      await apollo.stop();
      if (httpServer.listening) await new Promise<void>((resolve) => httpServer.close(() => resolve()));
      await options.onShutdown?.();
      await orm.close(true);
    })();
    return stopping;
  };

  if (options.handleSignals ?? true) {
    const onSignal = (signal: NodeJS.Signals) => {
      logger.info({ signal }, 'signal received');
      stop().then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'error during shutdown');
          process.exit(1);
        },
      );
    };
    process.once('SIGTERM', onSignal);
    process.once('SIGINT', onSignal);
  }

  return { url, server: httpServer, stop };
}
