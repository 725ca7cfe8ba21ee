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

/**
 * Records `req` in the service's HTTP histogram once its response is finished (or the connection closed). With
 * `countRefusals` (a subgraph), a 429 of a route (an upload past its member's budget) counts in
 * `momstride_rate_limit_refusals_total` too, `limit` being the route.
 */
export function observeHttpRequest(metrics: ServiceMetrics, req: IncomingMessage, res: ServerResponse, countRefusals = false): void {
  const startedAt = performance.now();
  const histogram = metrics.httpDuration;
  res.once('close', () => {
    const method = req.method !== undefined && METHODS.has(req.method) ? req.method : 'other';
    const route = routeLabelOf(req);
    histogram.observe({ method, route, status_code: String(res.statusCode) }, (performance.now() - startedAt) / 1000);
    if (countRefusals && res.statusCode === 429) metrics.rateLimitRefusals.inc({ limit: route });
  });
}
