import { randomUUID } from 'node:crypto';
import { startPgListener, type Logger } from '@momstride/kit';
import { REVOCATION_CHANNEL } from './session-revocation.service.js';

/**
 * A poll is held at most this long when this process cannot vouch for what happened since the gateway's last answer:
 * its LISTEN connection is down (nothing waits on a signal that cannot come), or that answer came from another replica
 * of accounts (its cursor is not ours). The gateway then polls about twice a second, as it did before polls could wait.
 */
const UNSIGNALLED_WAIT_MS = 500;

export interface RevocationSignal {
  /**
   * Where the signal stands: changes with every revocation committed (NOTIFY) and every reconnection of the LISTEN
   * connection (notifications may have been missed meanwhile). Unique to this process, so a cursor from another
   * replica never matches.
   */
  readonly cursor: () => string;
  /**
   * Resolves once the cursor is past `after` (at once when it already is), after `ms`, when `abort` fires, or at once
   * on stop; `ms` is cut to UNSIGNALLED_WAIT_MS while no LISTEN connection is up or when `after` is another process's.
   */
  readonly waitPast: (after: string, ms: number, abort: AbortSignal) => Promise<void>;
  /** Ends every wait (the subgraph is stopping) and the LISTEN connection. */
  readonly stop: () => Promise<void>;
}

/** One LISTEN connection on accounts' database for every waiting poll of the session-revocation feed. */
export function startRevocationSignal(options: { databaseUrl: string; logger: Logger }): RevocationSignal {
  const process = randomUUID().slice(0, 8);
  let counter = 0;
  const waiters = new Set<() => void>();
  let listening = false;
  let stopped = false;
  const cursor = () => `${process}.${counter}`;
  const advance = () => {
    counter += 1;
    for (const wake of [...waiters]) wake();
  };
  const listener = startPgListener({
    databaseUrl: options.databaseUrl,
    channel: REVOCATION_CHANNEL,
    applicationName: 'momstride-revocations',
    logger: options.logger,
    label: 'session revocation feed',
    onNotification: advance,
    onListening: () => {
      listening = true;
      advance();
    },
    onLost: () => {
      listening = false;
      advance();
    },
  });
  return {
    cursor,
    waitPast: (after, ms, abort) =>
      new Promise<void>((resolve) => {
        const ours = after.startsWith(`${process}.`);
        if (stopped || abort.aborted || (ours && after !== cursor())) return resolve();
        const wake = () => {
          waiters.delete(wake);
          clearTimeout(timer);
          abort.removeEventListener('abort', wake);
          resolve();
        };
        const timer = setTimeout(wake, listening && ours ? ms : Math.min(ms, UNSIGNALLED_WAIT_MS));
        abort.addEventListener('abort', wake);
        waiters.add(wake);
      }),
    stop: async () => {
      stopped = true;
      for (const wake of [...waiters]) wake();
      await listener.stop();
    },
  };
}
