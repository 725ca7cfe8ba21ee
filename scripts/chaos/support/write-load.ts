/**
 * Writes that record domain events, for chaos tests on the outbox: each writer (a signed-in member) follows the target
 * member (accounts records `user.followed`, which messaging turns into a notification and community into a follow of
 * its own), sends her a message (messaging records `message.sent`: her message notification's count goes up by one)
 * and unfollows her again, round after round. Bounded in rounds and time; loopback only.
 */
import { call, type SignedIn } from './traffic.js';

export type WriteKind = 'follow' | 'message' | 'unfollow';

export interface WriteResult {
  readonly writer: string;
  readonly kind: WriteKind;
  readonly status: number;
  readonly body: unknown;
  /** When the answer came (epoch ms), and how long it took. */
  readonly at: number;
  readonly ms: number;
}

export interface WriteLoop {
  /** Every answer so far, in the order they came. */
  readonly results: readonly WriteResult[];
  /** Ends the loop after each writer's current write; answers every result. */
  stop(): Promise<WriteResult[]>;
}

/**
 * Starts one loop per writer: an unfollow first (so every follow afterwards is new and records an event), then rounds
 * of follow, message, unfollow with `pauseMs` between writes, until stopped, after `rounds` rounds or `maxMs`. Keep
 * `rounds` under messaging's MESSAGES_PER_MINUTE (60 a member).
 */
export function startWriteLoop(writers: readonly SignedIn[], targetId: string, { rounds = 30, pauseMs = 50, maxMs = 40_000 } = {}): WriteLoop {
  const results: WriteResult[] = [];
  const deadline = Date.now() + maxMs;
  let stopped = false;
  const write = async (writer: SignedIn, kind: WriteKind, round: number) => {
    const sentAt = Date.now();
    const reply =
      kind === 'message'
        ? await call('POST', '/api/messages', { token: writer.token, json: { recipient_id: targetId, content: `Chaos write ${round} from ${writer.userId}` } })
        : await call(kind === 'follow' ? 'POST' : 'DELETE', `/api/users/${targetId}/follow`, { token: writer.token });
    const at = Date.now();
    results.push({ writer: writer.userId, kind, status: reply.status, body: reply.body, at, ms: at - sentAt });
    if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
  };
  const loop = async (writer: SignedIn) => {
    await write(writer, 'unfollow', 0);
    for (let round = 1; round <= rounds && !stopped && Date.now() < deadline; round += 1) {
      for (const kind of ['follow', 'message', 'unfollow'] as const) await write(writer, kind, round);
    }
  };
  const loops = Promise.all(writers.map(loop));
  return {
    results,
    stop: async () => {
      stopped = true;
      await loops;
      return results;
    },
  };
}
