import type { ApolloClient } from '@apollo/client';
import { refreshSession } from '../session/refresh-session';
import { tokenStorage } from '../session/token-storage';
import { applyStreamToCache } from './apply-stream-to-cache';
import { sessionStore } from '../session/session-store';
import { forgetLastEventId, readLastEventId, saveLastEventId } from './last-event-id';
import { refetchLiveQueries } from './resync';
import { openStreamConnection } from './stream-connection';
import { emitStreamEvent, isStreamEventKind, onStreamEvent } from './stream-events';

/** The gateway's live stream of the signed-in member (docs/contracts.md). */
export const STREAM_URL = '/api/stream';

/**
 * The one live stream of the signed-in frame: connects with her token, keeps the cache in step (refetching what shows
 * conversations when a connection could not resume), hands every event to `useStreamEvent` listeners and remembers
 * the last event id for a reload (forgotten at sign-out). Returns the stop (logout, frame gone).
 */
export function startStream(client: ApolloClient, viewerId: string): () => void {
  const stopCache = applyStreamToCache(client, viewerId);
  const stopResync = onStreamEvent('ready', ({ resumed }) => {
    if (!resumed) refetchLiveQueries(client);
  });
  const connection = openStreamConnection({
    url: STREAM_URL,
    lastEventId: readLastEventId(viewerId),
    getAccessToken: tokenStorage.getAccessToken,
    refresh: (rejected) => refreshSession(client, rejected),
    onEvent(event) {
      if (event.lastEventId !== null) saveLastEventId(viewerId, event.lastEventId);
      if (!isStreamEventKind(event.event)) return;
      try {
        emitStreamEvent(event.event, JSON.parse(event.data));
      } catch (error) {
        console.warn(`A ${event.event} stream event could not be read.`, error);
      }
    },
  });
  return () => {
    connection.stop();
    stopCache();
    stopResync();
    // Signed out (or someone else signed in): the next sign-in starts afresh.
    if (sessionStore.getState().user?.id !== viewerId) forgetLastEventId(viewerId);
  };
}
