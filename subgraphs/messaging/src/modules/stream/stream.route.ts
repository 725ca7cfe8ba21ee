import { streamEvent } from '@momstride/contracts/stream-events';
import { viewerOf, type MikroORM, type SubgraphParts } from '@momstride/kit';
import { parseLastEventId, SSE_HEADERS, sseEvent } from './sse.js';
import type { StreamHub } from './stream-hub.js';
import { streamStart } from './stream-position.js';

type HttpRoutes = NonNullable<SubgraphParts<unknown, object>['httpRoutes']>;

/** Where messaging serves a member's stream (the gateway's GET /api/stream proxies to it with her viewer token). */
export const STREAM_PATH = '/stream';
export const TOO_MANY_STREAMS = 'Too many live streams are open for this account';

/**
 * GET /stream (viewer token required; a signed-in member): her live stream as Server-Sent Events, from her
 * `Last-Event-ID` when it still resumes (docs/contracts.md, "The stream"). Errors answer `{detail}`.
 */
export const streamRoutes =
  (hub: StreamHub, orm: MikroORM): HttpRoutes =>
  (app, { requireViewer }) => {
    app.get(STREAM_PATH, requireViewer, async (req, res) => {
      const { userId } = viewerOf(res);
      if (!userId) {
        res.status(401).json({ detail: 'Not authenticated' });
        return;
      }
      if (!hub.hasRoomFor(userId)) {
        res.status(429).set('retry-after', '30').json({ detail: TOO_MANY_STREAMS });
        return;
      }
      const start = await streamStart(orm.em.fork(), userId, parseLastEventId(req.headers['last-event-id']));
      if (res.destroyed) return;
      req.socket.setTimeout(0);
      req.socket.setNoDelay(true);
      res.writeHead(200, SSE_HEADERS);
      const ready = JSON.stringify(streamEvent('ready', { resumed: start.resumed }).data);
      res.write(start.resumed ? sseEvent('ready', ready) : sseEvent('ready', ready, start.position));
      // Her last free place taken meanwhile by another of her streams: this one ends and retries later.
      if (!hub.attach(userId, res, start.position)) res.end();
    });
  };
