import { startPgListener, type Logger, type MikroORM } from '@momstride/kit';
import { nextReminderDue, sendDueReminders } from './due-reminders.js';

/** The channel the triggers of Migration20270220090000 notify when what is due may have changed. */
export const REMINDERS_CHANNEL = 'event_reminders';
/** The safety net: the timer never waits longer than this, so a lost notification delays a reminder by at most it. */
export const REMINDER_SAFETY_MS = 5 * 60_000;
/** After a failed round (the database away), the next try. */
const RETRY_MS = 30_000;
/** Shortest wait between rounds: a burst of joins makes one round, not one each. */
const MIN_WAIT_MS = 500;

export interface ReminderScheduler {
  /** Resolves once the first round has run (tests and start-up). */
  readonly ready: Promise<void>;
  readonly stop: () => Promise<void>;
}

/**
 * Sends walk reminders when they fall due (docs/architecture.md, "At rest: what wakes each background task"): one timer,
 * set to the next due reminder (at most REMINDER_SAFETY_MS ahead), re-armed by `NOTIFY event_reminders` (a join, a
 * leave, a walk created, moved or cancelled, a changed choice). On start, and whenever its LISTEN connection comes
 * back, it sends at once what fell due meanwhile (walks not yet started). Every process runs one; the sent-reminder
 * key makes each reminder go once.
 */
export function startReminderScheduler(options: { orm: MikroORM; databaseUrl: string; logger: Logger }): ReminderScheduler {
  const { orm, logger } = options;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;
  let firstRound!: () => void;
  const ready = new Promise<void>((resolve) => (firstRound = resolve));

  const arm = (waitMs: number) => {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(() => void run(), Math.min(REMINDER_SAFETY_MS, Math.max(MIN_WAIT_MS, waitMs)));
    timer.unref();
  };

  const round = async () => {
    do {
      again = false;
      const em = orm.em.fork();
      try {
        const sent = await sendDueReminders(em, new Date());
        if (sent.length > 0) logger.info({ reminders: sent.length }, 'walk reminders sent');
        const next = await nextReminderDue(em, new Date());
        arm(next ? next.getTime() - Date.now() : REMINDER_SAFETY_MS);
      } catch (error) {
        logger.warn({ err: error }, 'walk reminders could not be sent; trying again shortly');
        arm(RETRY_MS);
      }
    } while (again && !stopped);
  };

  /** One round at a time; a wake-up during a round makes one more. */
  const run = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = round().finally(() => {
      running = undefined;
      firstRound();
    });
    return running;
  };

  const listener = startPgListener({
    databaseUrl: options.databaseUrl,
    channel: REMINDERS_CHANNEL,
    applicationName: 'momstride-reminders',
    logger,
    label: 'walk reminder scheduler',
    onNotification: () => void run(),
    onListening: () => void run(),
  });
  // Without LISTEN (database away at start) the timer still runs the rounds.
  void listener.ready.then(() => (running || timer ? undefined : run()));

  return {
    ready,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await listener.stop();
      await running;
    },
  };
}
