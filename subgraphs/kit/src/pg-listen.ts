import pg from 'pg';
import type { Logger } from './logger.js';

export interface PgListenerOptions {
  /** The database to LISTEN on (a dedicated connection, not one of the pool's). */
  readonly databaseUrl: string;
  readonly channel: string;
  /** `application_name` of the connection (shown in pg_stat_activity). */
  readonly applicationName: string;
  readonly logger: Logger;
  /** Each notification's payload. */
  readonly onNotification: (payload: string) => void;
  /**
   * Called whenever the connection is listening — at first and after every reconnection: notifications sent while it
   * was away are lost, so the caller catches up here.
   */
  readonly onListening: () => void;
  /** Called when a listening connection is lost (until onListening again, notifications may be missed). */
  readonly onLost?: () => void;
  /** What the log says about this listener ("outbox relay", "live stream"). */
  readonly label: string;
}

export interface PgListener {
  /** Resolves once the first attempt to listen has settled (listening or not). */
  readonly ready: Promise<void>;
  readonly stop: () => Promise<void>;
}

/**
 * LISTEN on a dedicated connection that is re-established when it drops (after 1 s; a failed connection attempt is
 * retried after 5 s). Callers poll or sweep meanwhile: a notification is a wake-up, never the only way to learn of work.
 */
export function startPgListener(options: PgListenerOptions): PgListener {
  const { logger, label } = options;
  let stopped = false;
  let listener: pg.Client | undefined;

  const listen = async (): Promise<void> => {
    if (stopped) return;
    const client = new pg.Client({ connectionString: options.databaseUrl, application_name: options.applicationName });
    client.on('notification', (message) => options.onNotification(message.payload ?? ''));
    client.on('error', (error: Error) => {
      logger.warn({ err: error }, `${label} lost its LISTEN connection; reconnecting`);
      if (listener === client) {
        listener = undefined;
        options.onLost?.();
      }
      void client.end().catch(() => undefined);
      setTimeout(() => void listen(), 1000).unref();
    });
    try {
      await client.connect();
      await client.query(`listen "${options.channel}"`);
      if (stopped) {
        await client.end();
        return;
      }
      listener = client;
      options.onListening();
    } catch (error) {
      void client.end().catch(() => undefined);
      logger.warn({ err: error }, `${label} could not LISTEN; polling meanwhile`);
      setTimeout(() => void listen(), 5000).unref();
    }
  };
  const ready = listen();

  return {
    ready,
    stop: async () => {
      stopped = true;
      await ready;
      await listener?.end().catch(() => undefined);
    },
  };
}
