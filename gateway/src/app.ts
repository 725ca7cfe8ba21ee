import { createInternalTokenSigner } from '@momstride/kit/http';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { Logger } from 'pino';
import { GATEWAY_CALLER } from './accounts-internal.js';
import { admissionControl, createAdmissionGate } from './admission/admission.middleware.js';
import { createAccessTokenVerifier, withAdminFailingClosed, withPersonalAccessTokens } from './auth.js';
import { createContextBuilder } from './context.js';
import { warnOnUntrustedForwardedFor } from './forwarded-for-warning.js';
import type { Env } from './env.js';
import { createApolloEngine } from './engine/apollo-engine.js';
import { explorerRouter } from './explorer.js';
import { createHealthRouter } from './health.js';
import { createHttpLogger } from './logger.js';
import { assertOperationsValid, loadOperations } from './rest/operations.js';
import { personalAccessTokenUnavailableGuard } from './personal-access-token-unavailable.js';
import { createRateLimits, rateLimit } from './rate-limit/rate-limit.middleware.js';
import { PublicReplyCache } from './rest/public-cache.js';
import { openApiRouter } from './rest/openapi/openapi.route.js';
import { readOnlyTokenGuard } from './personal-access-token-scopes.js';
import { personalAccessTokensFor } from './personal-access-tokens.js';
import { createRestRouter } from './rest/router.js';
import { restRoutes } from './rest/routes.js';
import { cors, securityHeaders } from './security.js';
import { sessionRevocationsFor } from './session-revocations.js';
import { mediaRouter, webRouter } from './static-web.js';
import { storefrontConfig, storefrontConfigRouter, storefrontConnectSources } from './storefront-config.js';
import { streamRouter } from './stream/stream.route.js';
import { loadSupergraph } from './supergraph.js';
import { galleryPhotoUploadRouter } from './uploads/gallery-photo.route.js';
import { profilePictureUploadRouter } from './uploads/profile-picture.route.js';
import { exportDownloadRouter } from './rest/accounts/export-download.route.js';
import { createViewerTokenSigner } from './viewer-token.js';
import { startSystemCollector } from './system/collector.js';
import { metricsSourcesOf, SYSTEM_SERVICES } from './system/metrics-sources.js';
import { systemRouter } from './system/system.route.js';

export interface GatewayApp {
  readonly app: express.Express;
  /** Stops the GraphQL engine and the revocation poller (the HTTP listener is the caller's). */
  readonly stop: () => Promise<void>;
  /** Ends every open live stream (first thing when stopping: the listener then closes at once). */
  readonly endStreams: () => void;
}

/** Builds the whole gateway: GraphQL, REST compatibility layer, health, media and the SPA. */
export const createGatewayApp = async (env: Env, logger: Logger): Promise<GatewayApp> => {
  const supergraph = loadSupergraph(env.SUPERGRAPH_PATH, env.SUBGRAPH_URLS);
  const signViewerToken = await createViewerTokenSigner(env.VIEWER_TOKEN_PRIVATE_KEY);
  // The gateway's own calls to accounts' /internal endpoints carry an internal token, never a viewer token.
  const signInternalToken = createInternalTokenSigner(env.INTERNAL_TOKEN_PRIVATE_KEY, GATEWAY_CALLER);
  // Personal access tokens (msp_…): verified by accounts, cached a minute; the revocation poll (twice a second) drops
  // revoked tokens, and a user's session revocation (role change, deletion) makes her tokens verify again.
  const personalAccessTokens = personalAccessTokensFor(supergraph, {
    signInternalToken,
    logger,
    isUserRevoked: (userId, atSeconds) => revocations.isRevoked(userId, atSeconds),
  });
  const revocations = sessionRevocationsFor(supergraph, { signInternalToken, logger, onTokenRevocations: personalAccessTokens.revoke });
  // While the revocation view is stale, admin claims count as member (docs/security.md, L1).
  const verifyAccessToken = withAdminFailingClosed(
    withPersonalAccessTokens(await createAccessTokenVerifier(env.ACCESS_TOKEN_PUBLIC_KEY, revocations.isRevoked), personalAccessTokens.verify),
    revocations.isCurrent,
  );
  const buildContext = createContextBuilder({ verifyAccessToken, signViewerToken });
  const operations = loadOperations();
  const engine = createApolloEngine({
    supergraph,
    introspection: env.GRAPHQL_INTROSPECTION,
    logger,
    subgraphTimeoutMs: env.SUBGRAPH_TIMEOUT_MS,
  });
  await engine.start();
  try {
    assertOperationsValid(operations, engine.apiSchema());
    const routeOperations = restRoutes.map((route) => route.operation).filter((name) => !operations.has(name));
    if (routeOperations.length > 0) throw new Error(`REST routes name unknown operations: ${routeOperations.join(', ')}`);
  } catch (error) {
    await engine.stop();
    throw error;
  }
  // One poll before serving, so admins are admins from the first request when accounts is up.
  await revocations.pollOnce();
  revocations.start();
  personalAccessTokens.start();

  const app = express();
  app.disable('x-powered-by');
  // API answers are per viewer and never revalidated: no ETag hashing of every JSON body (static files keep theirs).
  app.set('etag', false);
  app.set('trust proxy', env.TRUST_PROXY);
  app.use(warnOnUntrustedForwardedFor(env.TRUST_PROXY, logger));
  app.use(createHttpLogger(logger));
  const storefront = storefrontConfig(env);
  app.use(securityHeaders({ connectSources: storefrontConnectSources(storefront) }));
  app.use(cors(env.CORS_ORIGINS));
  app.use(createHealthRouter(supergraph.subgraphs));
  app.use(explorerRouter({ enabled: env.GRAPHQL_EXPLORER, distDir: env.GRAPHQL_EXPLORER_DIST }));
  // Overload is refused at once (503 + Retry-After) before anything is verified, parsed or planned (admission/).
  app.use(['/graphql', '/api'], admissionControl(createAdmissionGate(env), logger));
  // A personal access token accounts cannot check just now: 503 (never 401, never anonymous).
  app.use(['/graphql', '/api'], personalAccessTokenUnavailableGuard(verifyAccessToken));
  // Per member and per personal access token, on everything under /graphql and /api but /api/openapi.json.
  app.use(['/graphql', '/api'], rateLimit({ limits: createRateLimits(env), verifyAccessToken }));
  // A personal access token without the write scope: GET only on /api and uploads (GraphQL: engine plugin).
  app.use('/api', readOnlyTokenGuard(verifyAccessToken));
  app.use(storefrontConfigRouter(storefront));
  app.use(openApiRouter());
  app.use('/graphql', engine.httpHandler(buildContext));
  app.use(profilePictureUploadRouter({ buildContext, subgraphs: supergraph.subgraphs }));
  app.use(exportDownloadRouter({ buildContext, subgraphs: supergraph.subgraphs }));
  app.use(galleryPhotoUploadRouter({ buildContext, subgraphs: supergraph.subgraphs, engine, operations }));
  const streams = streamRouter({ buildContext, verifyAccessToken, subgraphs: supergraph.subgraphs });
  app.use(streams.router);
  // Admin Panel → System: every service's metrics once a minute, an hour kept (system/).
  const systemCollector = startSystemCollector({
    sources: metricsSourcesOf(env.SYSTEM_METRICS_URLS, new Map(supergraph.subgraphs.map((subgraph) => [subgraph.name, subgraph.url]))),
    services: SYSTEM_SERVICES,
    intervalMs: env.SYSTEM_SCRAPE_INTERVAL_SECONDS * 1000,
  });
  app.use(systemRouter({ collector: systemCollector, verifyAccessToken, signInternalToken, subgraphs: supergraph.subgraphs }));
  app.use('/api', createRestRouter(restRoutes, { engine, operations, buildContext, publicReplies: new PublicReplyCache() }));
  app.use('/media', mediaRouter(env.MEDIA_DIR));
  app.use(webRouter(env.WEB_DIST));
  app.use((_req: Request, res: Response) => {
    res.status(404).type('text/plain').send('Not Found');
  });
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status = typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : 500;
    if (status >= 400 && status < 500) {
      res.status(status).json({ detail: status === 413 ? 'Request body too large' : 'Bad Request' });
      return;
    }
    req.log.error({ err: error }, 'unhandled error');
    if (!res.headersSent) res.status(500).json({ detail: 'Internal Server Error' });
  });

  return {
    app,
    stop: () => {
      streams.endAll();
      systemCollector.stop();
      revocations.stop();
      personalAccessTokens.stop();
      return engine.stop();
    },
    endStreams: streams.endAll,
  };
};
