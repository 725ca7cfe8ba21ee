import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Router, type Request, type Response } from 'express';
import type { AccessTokenVerifier } from '../auth.js';
import { authorizationOf } from '../auth.js';
import type { GatewayContext } from '../context.js';
import { detail, invalidCredentials, signInRefusal, type RestError } from '../rest/errors.js';
import { sendRestError } from '../rest/framework.js';
import { baseUrlOf, type SubgraphEndpoint } from '../supergraph.js';
import { createOpenStreams } from './open-streams.js';
import { countLiveStreams } from '../metrics/gateway-metrics.js';

export const STREAM_PATH = '/api/stream';
/** Where messaging serves a member's stream (viewer token required). */
export const MESSAGING_STREAM_PATH = '/stream';
export const TOO_MANY_STREAMS = 'Too many live streams are open for this account';
/** Open streams per member in one gateway process. */
export const MAX_STREAMS_PER_MEMBER = 5;
/** How often the token of every open stream is checked again. */
const TOKEN_CHECK_MS = 1000;
/** Messaging writes a heartbeat every 25 s: this long without a byte, the upstream is gone. */
const UPSTREAM_SILENCE_MS = 60_000;
/** Upstream error replies are small JSON documents. */
const MAX_ERROR_REPLY_BYTES = 16 * 1024;

export interface StreamRouterDeps {
  readonly buildContext: (req: Request) => Promise<GatewayContext>;
  readonly verifyAccessToken: AccessTokenVerifier;
  readonly subgraphs: readonly SubgraphEndpoint[];
}

export interface StreamRouter {
  readonly router: Router;
  /** Ends every open stream (the gateway is stopping; clients reconnect to another). */
  readonly endAll: () => void;
}

/** `Last-Event-ID` passed on when it is a plain number (1 to 15 digits); anything else counts as absent. */
const lastEventIdOf = (req: Request): string | undefined => {
  const value = req.headers['last-event-id'];
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  return text !== undefined && /^\d{1,15}$/.test(text) ? text : undefined;
};

/** An upstream refusal passed on as it is (401, 429 with its detail); anything else is a 502. */
const refusalOf = (response: IncomingMessage, body: string): RestError => {
  let reply: unknown;
  try {
    reply = JSON.parse(body);
  } catch {
    reply = undefined;
  }
  const message = (reply as { detail?: unknown } | undefined)?.detail;
  if (response.statusCode === 401) return invalidCredentials();
  if (response.statusCode === 429 && typeof message === 'string') return detail(429, message, { 'Retry-After': String(response.headers['retry-after'] ?? 30) });
  return detail(502, 'Bad Gateway');
};

/**
 * GET /api/stream: the signed-in member's live stream (docs/contracts.md, "The stream"). Authenticated like every
 * /api route (`Authorization: Bearer`, never a token in the URL), then proxied to messaging's GET /stream with a viewer
 * token for messaging and her `Last-Event-ID`, byte for byte: the gateway holds no subgraph's database. Each open stream
 * is ended when its token expires or its session is revoked (createOpenStreams), or when either side goes away.
 */
export const streamRouter = ({ buildContext, verifyAccessToken, subgraphs }: StreamRouterDeps): StreamRouter => {
  const messaging = subgraphs.find((subgraph) => subgraph.name === 'messaging');
  if (!messaging) throw new Error('The supergraph has no messaging subgraph to serve live streams');
  const target = new URL(`${baseUrlOf(messaging.url)}${MESSAGING_STREAM_PATH}`);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const open = createOpenStreams(verifyAccessToken, { maxPerMember: MAX_STREAMS_PER_MEMBER, checkEveryMs: TOKEN_CHECK_MS });
  countLiveStreams(open.size);

  const router = Router();
  router.get(STREAM_PATH, async (req: Request, res: Response) => {
    const context = await buildContext(req);
    if (context.auth.state !== 'valid') return sendRestError(res, signInRefusal(context.auth));
    const { userId } = context.auth;

    const headers: Record<string, string> = {
      accept: 'text/event-stream',
      'x-viewer-token': await context.viewerToken('messaging'),
      'x-request-id': context.requestId,
    };
    const lastEventId = lastEventIdOf(req);
    if (lastEventId !== undefined) headers['last-event-id'] = lastEventId;

    // Registered before the upstream request exists; nothing ends it before the request is made (no await between).
    const unregister = open.add({ userId, authorization: authorizationOf(req) ?? '', end: () => end() });
    if (!unregister) return sendRestError(res, detail(429, TOO_MANY_STREAMS, { 'Retry-After': '30' }));
    const upstream = send(target, { method: 'GET', headers, agent: false, timeout: UPSTREAM_SILENCE_MS });
    const end = () => {
      upstream.destroy();
      if (!res.headersSent) sendRestError(res, detail(503, 'The live stream is restarting; reconnect'));
      else if (!res.writableEnded) res.end();
    };
    res.once('close', () => {
      unregister();
      upstream.destroy();
    });
    req.socket.setTimeout(0);
    req.socket.setNoDelay(true);

    upstream.on('timeout', () => upstream.destroy(new Error('the live stream went silent')));
    upstream.on('error', (error) => {
      if (!res.headersSent) {
        context.log.error({ err: error }, 'live stream: messaging unreachable');
        sendRestError(res, detail(502, 'Bad Gateway'));
      } else if (!res.writableEnded) res.end();
    });
    upstream.on('response', (response) => {
      const isStream = response.statusCode === 200 && /^text\/event-stream/i.test(response.headers['content-type'] ?? '');
      if (isStream) {
        res.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store, no-transform',
          'x-accel-buffering': 'no',
        });
        res.flushHeaders();
        response.pipe(res);
        return;
      }
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
        if (body.length > MAX_ERROR_REPLY_BYTES) response.destroy();
      });
      response.on('close', () => {
        if (response.statusCode !== 401 && response.statusCode !== 429) context.log.error({ status: response.statusCode }, 'live stream: unexpected reply from messaging');
        if (!res.headersSent) sendRestError(res, refusalOf(response, body));
        upstream.destroy();
      });
    });
    upstream.end();
  });

  return { router, endAll: open.endAll };
};
