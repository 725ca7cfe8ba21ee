import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { traceLogOptions } from '@momstride/kit/telemetry';
import { pino, type Level, type Logger } from 'pino';

declare module 'node:http' {
  interface IncomingMessage {
    /** Request id (x-request-id), set by the request logger. */
    id: string;
    /** Logger carrying the request id, set by the request logger. */
    log: Logger;
  }
}

export const createLogger = (level: string): Logger =>
  pino({
    name: 'gateway',
    level,
    // trace_id and span_id inside a span, when tracing is on (docs/operations.md, "Tracing").
    ...traceLogOptions(),
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-viewer-token"]', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
  });

/** An incoming x-request-id is honoured when it is short and plain; otherwise a new one is made. */
const saneRequestId = /^[A-Za-z0-9._:-]{8,128}$/;

export const requestIdFor = (req: IncomingMessage): string => {
  const header = req.headers['x-request-id'];
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && saneRequestId.test(value) ? value : randomUUID();
};

/**
 * Paths holding a credential, logged without it: a calendar feed's secret token, a data export's one-time link, and a
 * cart's session id (the cart's only credential; docs/security.md, L3).
 */
const SECRET_PATH = /^(\/api\/(?:calendar|exports|cart)\/)[^/?#]+/i;

/** A checkout link made before the cart id moved to the fragment (`/checkout?cart=<id>`) still names it in the query. */
const SECRET_QUERY = /([?&]cart=)[^&#]*/gi;

/** The URL as it is logged: secrets in the path and the query replaced. */
export const loggedUrl = (url: string): string => url.replace(SECRET_PATH, '$1[redacted]').replace(SECRET_QUERY, '$1[redacted]');

/**
 * Probes answer 503 until every subgraph is up (the launcher polls /readyz while they start): not an error. Nor is any
 * other 503: the gateway refused on purpose (overload, logged as a count by admission control) or found a subgraph
 * unavailable (logged where it was found).
 */
const levelOf = (req: IncomingMessage, status: number): Level => {
  if (req.url === '/readyz' || req.url === '/healthz') return status >= 500 ? 'debug' : 'trace';
  if (status === 503) return 'info';
  return status >= 500 ? 'error' : status >= 400 ? 'info' : 'debug';
};

/**
 * One log line per finished request (at debug for successes, info for 4xx, error for 5xx), `req.id` set and
 * echoed as x-request-id, and `req.log`: a child logger with the request id, made only when something logs.
 */
export const createHttpLogger = (logger: Logger) => (req: Request, res: Response, next: NextFunction) => {
  const id = requestIdFor(req);
  res.setHeader('x-request-id', id);
  req.id = id;
  let child: Logger | undefined;
  Object.defineProperty(req, 'log', { configurable: true, get: () => (child ??= logger.child({ reqId: id })) });
  const started = performance.now();
  res.once('finish', () => {
    const level = levelOf(req, res.statusCode);
    if (!logger.isLevelEnabled(level)) return;
    req.log[level](
      {
        req: { id, method: req.method, url: loggedUrl(req.originalUrl), remoteAddress: req.socket.remoteAddress },
        res: { statusCode: res.statusCode },
        responseTime: Math.round(performance.now() - started),
      },
      'request completed',
    );
  });
  next();
};
