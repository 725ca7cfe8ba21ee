import type { AccessTokenVerifier } from '../auth.js';

/** An open stream as the gateway tracks it: whose it is, the Authorization it was opened with, and how to end it. */
export interface OpenStream {
  readonly userId: string;
  readonly authorization: string;
  readonly end: () => void;
}

export interface OpenStreams {
  /** Registers a stream unless its member already has `maxPerMember` open here; returns the unregister, or null. */
  readonly add: (stream: OpenStream) => (() => void) | null;
  readonly size: () => number;
  /** Ends every open stream (shutdown) and stops checking. */
  readonly endAll: () => void;
}

/**
 * The streams open in this gateway process, at most `maxPerMember` per member. Once every `checkEveryMs` the token
 * each was opened with is checked again (expiry, and the session revocations the gateway polls from accounts — log
 * out, password reset, role change, deletion): a stream whose token no longer holds is ended, and the client
 * refreshes and reconnects. Checks of a verified token are a cache lookup. The timer runs only while a stream is open:
 * a gateway nobody streams from does nothing.
 */
export function createOpenStreams(verifyAccessToken: AccessTokenVerifier, options: { maxPerMember: number; checkEveryMs: number }): OpenStreams {
  const streams = new Set<OpenStream>();
  const perMember = new Map<string, number>();
  let checking = false;

  const check = async () => {
    if (checking) return;
    checking = true;
    try {
      for (const stream of [...streams]) {
        const auth = await verifyAccessToken(stream.authorization);
        // Accounts unable to check a personal access token just now is no reason to end her stream.
        if (auth.state === 'unavailable') continue;
        if (auth.state !== 'valid' || auth.userId !== stream.userId) stream.end();
      }
    } finally {
      checking = false;
    }
  };
  let timer: NodeJS.Timeout | undefined;
  const stopChecking = () => {
    clearInterval(timer);
    timer = undefined;
  };

  return {
    add(stream) {
      const count = perMember.get(stream.userId) ?? 0;
      if (count >= options.maxPerMember) return null;
      perMember.set(stream.userId, count + 1);
      streams.add(stream);
      if (!timer) {
        timer = setInterval(() => void check(), options.checkEveryMs);
        timer.unref();
      }
      let removed = false;
      return () => {
        if (removed) return;
        removed = true;
        streams.delete(stream);
        const left = (perMember.get(stream.userId) ?? 1) - 1;
        if (left > 0) perMember.set(stream.userId, left);
        else perMember.delete(stream.userId);
        if (streams.size === 0) stopChecking();
      };
    },
    size: () => streams.size,
    endAll() {
      stopChecking();
      for (const stream of [...streams]) stream.end();
    },
  };
}
