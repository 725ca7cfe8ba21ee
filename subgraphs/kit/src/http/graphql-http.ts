import { HeaderMap, type ApolloServer, type BaseContext } from '@apollo/server';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** Largest GraphQL request body accepted (a document plus variables; uploads have their own route). */
export const GRAPHQL_BODY_LIMIT_BYTES = 1024 * 1024;

/** A body that is too large (413) or not JSON (400); `status` is what express's error handlers read. */
export class BodyError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const isJson = (contentType: string | undefined): boolean =>
  contentType !== undefined && /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(contentType);

/** Bodies already read, by request: a body is a stream, read once however many steps look at it. */
const bodiesRead = new WeakMap<IncomingMessage, Promise<unknown>>();

/**
 * Reads and parses a JSON body within `limit` bytes; other content types leave the body unparsed (undefined). A second
 * call for the same request (e.g. the gateway's anonymous budget, then the GraphQL engine) answers the first one's
 * result, error included.
 */
export const readJsonBody = (req: IncomingMessage, limit: number): Promise<unknown> => {
  const earlier = bodiesRead.get(req);
  if (earlier) return earlier;
  const reading = readJsonBodyOnce(req, limit);
  bodiesRead.set(req, reading);
  return reading;
};

const readJsonBodyOnce = (req: IncomingMessage, limit: number): Promise<unknown> =>
  new Promise((resolve, reject) => {
    if (!isJson(req.headers['content-type'])) {
      req.resume();
      resolve(undefined);
      return;
    }
    const declared = Number(req.headers['content-length'] ?? NaN);
    if (declared > limit) {
      req.resume();
      reject(new BodyError(413, 'request entity too large'));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        req.resume();
        reject(new BodyError(413, 'request entity too large'));
        return;
      }
      chunks.push(chunk);
    });
    req.once('error', reject);
    req.once('end', () => {
      if (size > limit) return;
      const text = (chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)).toString('utf8');
      if (text.trim() === '') return resolve(undefined);
      try {
        resolve(JSON.parse(text) as unknown);
      } catch {
        reject(new BodyError(400, 'invalid JSON body'));
      }
    });
  });

/**
 * One GraphQL HTTP request straight into Apollo Server's HTTP entry point (what @as-integrations/express5 does,
 * without express in front): the JSON body is read here (`limit` bytes; BodyError for 413 and 400), headers are
 * handed over as they came, and the answer is written as Apollo built it.
 */
export async function serveGraphQLHttp<TContext extends BaseContext>(
  server: ApolloServer<TContext>,
  req: IncomingMessage,
  res: ServerResponse,
  context: () => Promise<TContext>,
  limit: number = GRAPHQL_BODY_LIMIT_BYTES,
): Promise<void> {
  const method = (req.method ?? 'GET').toUpperCase();
  const body = method === 'POST' ? await readJsonBody(req, limit) : undefined;
  const headers = new HeaderMap();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const url = req.url ?? '';
  const queryStart = url.indexOf('?');
  const response = await server.executeHTTPGraphQLRequest({
    httpGraphQLRequest: { method, headers, search: queryStart === -1 ? '' : url.slice(queryStart), body },
    context,
  });
  for (const [name, value] of response.headers) res.setHeader(name, value);
  res.statusCode = response.status ?? 200;
  if (response.body.kind === 'complete') {
    res.end(response.body.string);
    return;
  }
  for await (const chunk of response.body.asyncIterator) res.write(chunk);
  res.end();
}

/** serveGraphQLHttp as an express handler: body errors and failures go to the app's error handler. */
export const graphqlHttpHandler =
  <TContext extends BaseContext>(
    server: ApolloServer<TContext>,
    context: (req: Request, res: Response) => Promise<TContext>,
    limit: number = GRAPHQL_BODY_LIMIT_BYTES,
  ): RequestHandler =>
  (req: Request, res: Response, next: NextFunction) => {
    serveGraphQLHttp(server, req, res, () => context(req, res), limit).catch(next);
  };
