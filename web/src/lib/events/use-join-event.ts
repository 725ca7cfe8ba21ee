import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import type { Outcome } from '../../kit/outcome';
import { notify } from '../notify';

/**
 * Join an event (Join buttons on the Events page and the dashboard), one at a time; `pendingId` is the event being
 * joined. The code that joins (the mutation, its toasts) is fetched on the first click, so the dashboard's first view
 * does not carry it.
 */
export function useJoinEvent() {
  const client = useApolloClient();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const join = useCallback(
    async (eventId: string, guests?: number): Promise<Outcome> => {
      setPendingId(eventId);
      try {
        const { joinEvent } = await import('./join-event');
        return await joinEvent(client, eventId, guests);
      } catch (error) {
        console.warn('Loading the code that joins events failed', error);
        notify.error('Failed to join event');
        return { ok: false, fields: {} };
      } finally {
        setPendingId(null);
      }
    },
    [client],
  );
  return { join, pendingId };
}

/** Fetch the joining code ahead of a click (a screen whose point is joining: the Events page). */
export function preloadJoinEvent(): void {
  void import('./join-event');
}
