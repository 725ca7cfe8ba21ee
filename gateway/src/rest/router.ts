import express, { type NextFunction, type Request, type Response } from 'express';
import { jsonInvalid, methodNotAllowed, notFound, detail, internalError } from './errors.js';
import { handleRoute, sendRestError, type AnyRestRoute, type RestDeps } from './framework.js';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `/users/:id/follow` → a matcher for any method (used to tell 405 from 404). */
const pathMatcher = (path: string): RegExp =>
  new RegExp(`^${path.split(/(:[A-Za-z_]\w*)/).map((part) => (part.startsWith(':') ? '[^/]+' : escapeRegExp(part))).join('')}/?$`);

/** The /api router: JSON body parsing with FastAPI-shaped errors, the routes, then 405/404 JSON. */
export const createRestRouter = (routes: readonly AnyRestRoute[], deps: RestDeps): express.Router => {
  const router = express.Router();
  router.use(express.json({ limit: '1mb' }));
  router.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (error instanceof SyntaxError) return sendRestError(res, jsonInvalid(error));
    const status = typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : 0;
    if (status === 413) return sendRestError(res, detail(413, 'Request body too large'));
    if (status === 415) return sendRestError(res, detail(415, 'Unsupported media type'));
    if (status >= 400 && status < 500) return sendRestError(res, detail(400, 'Invalid request body'));
    next(error);
  });

  for (const route of routes) {
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    router[method](route.path, async (req: Request, res: Response) => {
      try {
        await handleRoute(route, deps, req, res);
      } catch (error) {
        req.log.error({ err: error, route: `${route.method} ${route.path}` }, 'REST route failed');
        if (!res.headersSent) sendRestError(res, internalError());
      }
    });
  }

  const matchers = routes.map((route) => ({ route, matcher: pathMatcher(route.path) }));
  router.use((req: Request, res: Response) => {
    const allowed: string[] = [...new Set(matchers.filter(({ matcher }) => matcher.test(req.path)).map(({ route }) => route.method))];
    if (allowed.length > 0) {
      if (allowed.includes('GET')) allowed.push('HEAD');
      return sendRestError(res, methodNotAllowed(allowed));
    }
    sendRestError(res, notFound());
  });
  return router;
};
