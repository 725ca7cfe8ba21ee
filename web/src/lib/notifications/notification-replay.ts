import { ApolloLink, type ApolloCache } from '@apollo/client';
import { tap } from 'rxjs';
import { readsAnyField } from '../apollo/reads-fields';

/** How many of the latest notification changes are kept to be applied again. */
const KEPT = 50;

interface Replay {
  sequence: number;
  recent: Array<{ sequence: number; apply: () => void }>;
}

const replays = new WeakMap<ApolloCache, Replay>();
const replayOf = (cache: ApolloCache): Replay => {
  let replay = replays.get(cache);
  if (!replay) replays.set(cache, (replay = { sequence: 0, recent: [] }));
  return replay;
};

/**
 * Applies a notification change the stream brought (`apply` puts it into `cache`) and keeps it, so that an answer
 * about notifications that was on its way meanwhile cannot undo it: the answer was read on the server before this
 * change may have been made, and lands after it. Applying a change again is harmless (it is an upsert).
 */
export function applyReplayable(cache: ApolloCache, apply: () => void): void {
  const replay = replayOf(cache);
  replay.recent.push({ sequence: ++replay.sequence, apply });
  if (replay.recent.length > KEPT) replay.recent.shift();
  apply();
}

const NOTIFICATION_FIELDS = new Set(['notifications', 'unreadNotificationCount']);

/**
 * For operations that read her notifications or their count: once the answer is in the cache, the stream's changes
 * that arrived while it was on its way are applied again on top of it (a second message collapsing into a
 * notification while the panel loads keeps "sent you 2 messages"). Every change still brings its own event, so
 * the cache ends at the newest state either way.
 */
export const createNotificationReplayLink = (): ApolloLink =>
  new ApolloLink((operation, forward) => {
  if (!readsAnyField(operation.query, NOTIFICATION_FIELDS)) return forward(operation);
  const replay = replayOf(operation.client.cache);
  const since = replay.sequence;
  return forward(operation).pipe(
    tap(() => {
      if (replay.sequence === since) return;
      // After the answer is written: the cache writes it once this returns.
      setTimeout(() => {
        for (const change of replay.recent) if (change.sequence > since) change.apply();
      });
    }),
  );
  });
