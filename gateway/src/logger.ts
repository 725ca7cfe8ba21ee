import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';

export const createLogger = (level: string): Logger =>
  pino({
    name: 'gateway',
    level,
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

/** pino-http: one log line per request, `req.id` set, and the id echoed as x-request-id. */
export const createHttpLogger = (logger: Logger) =>
  pinoHttp({
    logger,
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const id = requestIdFor(req);
      res.setHeader('x-request-id', id);
      return id;
    },
    // Probes answer 503 until every subgraph is up (the launcher polls /readyz while they start): not an error.
    customLogLevel: (req, res, error) => {
      if (req.url === '/readyz' || req.url === '/healthz') return res.statusCode >= 500 ? 'debug' : 'trace';
      return error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'info' : 'debug';
    },
    serializers: {
      req: (req: { id: unknown; method: string; url: string; remoteAddress?: string }) => ({
        id: req.id,
        method: req.method,
        url: req.url,
        remoteAddress: req.remoteAddress,
      }),
    },
  });
