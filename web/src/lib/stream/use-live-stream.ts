import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';

/**
 * The stream is no part of the first view: its code and its connection wait until the page has loaded, nothing of
 * the screen is still loading and the network has been quiet this long. A reload resumes from the last event id, so
 * what arrives meanwhile is replayed.
 */
const QUIET_MS = 1_500;
const CHECK_EVERY_MS = 500;

/** Whether the page's own requests are done: no query loading and no resource finished within QUIET_MS. */
function settled(client: ApolloClient): boolean {
  if (document.readyState !== 'complete') return false;
  for (const query of client.getObservableQueries('active')) if (query.getCurrentResult().loading) return false;
  let lastEnd = 0;
  for (const entry of performance.getEntriesByType('resource')) lastEnd = Math.max(lastEnd, entry.startTime + entry.duration);
  return performance.now() - lastEnd >= QUIET_MS;
}

/**
 * Runs the signed-in member's live stream while the frame is mounted: it starts once the first view has settled
 * (its code loads only then) and stops when the frame goes (logging out unmounts it).
 */
export function useLiveStream(viewerId: string): void {
  const client = useApolloClient();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    let timer: number | undefined;
    const check = () => {
      if (!settled(client)) {
        timer = window.setTimeout(check, CHECK_EVERY_MS);
        return;
      }
      void import('./start-stream').then(({ startStream }) => {
        if (!cancelled) stop = startStream(client, viewerId);
      });
    };
    timer = window.setTimeout(check, QUIET_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      stop?.();
    };
  }, [client, viewerId]);
}
