import { ApolloLink, type ApolloCache } from '@apollo/client';
import { tap } from 'rxjs';

/** How many of the latest live changes are kept to be applied again. */
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
 * Applies a change the live stream brought (`apply` puts it into `cache`; it must be an upsert, harmless to apply
 * again) and keeps it, so that an answer that was on its way meanwhile cannot undo it: the server read that answer
 * before the change may have been made, and it lands after it (a second message collapsing into a notification while
 * the panel loads must still read "sent you 2 messages").
 */
export function applyReplayable(cache: ApolloCache, apply: () => void): void {
  const replay = replayOf(cache);
  replay.recent.push({ sequence: ++replay.sequence, apply });
  if (replay.recent.length > KEPT) replay.recent.shift();
  apply();
}

/**
 * Once an answer is in the cache, the kept changes that arrived while it was on its way are applied again on top of
 * it. Every later change still brings its own event, so the cache ends at the newest state either way.
 */
export const createStreamReplayLink = (): ApolloLink =>
  new ApolloLink((operation, forward) => {
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
