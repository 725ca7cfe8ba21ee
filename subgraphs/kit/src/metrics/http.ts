/**
 * `http_server_request_duration_seconds`: every HTTP request a service answers, labelled with its route template
 * (express's matched route, e.g. `/api/events/:id`), `/graphql`, or `other` (static files, unknown paths): never the
 * raw URL, so the series stay bounded.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { ServiceMetrics } from './service-metrics.js';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** What express leaves on a request it routed: the mount path and the route it matched. */
interface RoutedRequest extends IncomingMessage {
  readonly baseUrl?: string;
  readonly originalUrl?: string;
  readonly route?: { readonly path?: unknown };
}

/** The route label of a request once answered. */
export function routeLabelOf(req: IncomingMessage): string {
  const routed = req as RoutedRequest;
  const path = routed.route?.path;
  if (typeof path === 'string') return `${routed.baseUrl ?? ''}${path}`;
  // Apollo's handler is mounted at /graphql (the gateway), or /graphql is served without express (the subgraphs).
  const url = routed.originalUrl ?? req.url ?? '';
  return url === '/graphql' || url.startsWith('/graphql?') ? '/graphql' : 'other';
}

/** Records `req` in the service's HTTP histogram once its response is finished (or the connection closed). */
export function observeHttpRequest(metrics: ServiceMetrics, req: IncomingMessage, res: ServerResponse): void {
  const startedAt = performance.now();
  const histogram = metrics.httpDuration;
  res.once('close', () => {
    const method = req.method !== undefined && METHODS.has(req.method) ? req.method : 'other';
    histogram.observe({ method, route: routeLabelOf(req), status_code: String(res.statusCode) }, (performance.now() - startedAt) / 1000);
  });
}
