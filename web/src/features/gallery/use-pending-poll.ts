import { useEffect, useRef } from 'react';

/** How often, and for how long at most, the grid asks again while a linked photo's copy is being fetched. */
export const PENDING_POLL_EVERY_MS = 2_000;
export const PENDING_POLL_FOR_MS = 60_000;

/**
 * While `pendingKey` is non-empty (the ids of the shown photos still pending), call `poll` every ~2 s — each time
 * after the previous one settled — for at most ~60 s. A new pending photo (a new key) starts a new minute; none
 * pending, or leaving the screen, stops it.
 */
export function usePendingPoll(pendingKey: string, poll: () => Promise<unknown>): void {
  const pollRef = useRef(poll);
  useEffect(() => {
    pollRef.current = poll;
  }, [poll]);

  useEffect(() => {
    if (!pendingKey) return;
    const started = Date.now();
    let timer: number | undefined;
    let stopped = false;
    const schedule = () => {
      if (stopped || Date.now() - started >= PENDING_POLL_FOR_MS) return;
      timer = window.setTimeout(() => {
        pollRef
          .current()
          .catch((error: unknown) => console.warn('Could not refresh the pending photos', error))
          .finally(schedule);
      }, PENDING_POLL_EVERY_MS);
    };
    schedule();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [pendingKey]);
}
