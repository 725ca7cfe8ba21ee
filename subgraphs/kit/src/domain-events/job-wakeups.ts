import type { Logger } from '../logger.js';
import { startPgListener, type PgListener } from '../pg-listen.js';

/** NOTIFY channel of the domain-events database: each new pg-boss job announces its queue's name on it. */
export const JOB_CHANNEL = 'momstride_job_created';

/**
 * Installs (idempotently) the trigger that NOTIFYs JOB_CHANNEL with the queue's name on every job pg-boss inserts
 * (`pgboss.job` is partitioned by queue; a row trigger on it is cloned onto every partition, present and future).
 * The notification is sent when the inserting transaction commits. The trigger is created only when missing: creating
 * it locks every partition, which a process starting beside busy queues should not do each time.
 */
export const JOB_NOTIFY_TRIGGER_SQL = `
  create or replace function public.momstride_notify_job_created() returns trigger language plpgsql as $$
  begin
    perform pg_notify('${JOB_CHANNEL}', new.name);
    return null;
  end $$;
  do $$
  begin
    if not exists (select 1 from pg_trigger where tgname = 'momstride_notify_job_created' and tgrelid = 'pgboss.job'::regclass) then
      create trigger momstride_notify_job_created after insert on pgboss.job
        for each row execute function public.momstride_notify_job_created();
    end if;
  end $$;
`;

export interface JobWakeups {
  /** Calls `wake` whenever a job is created in `queue` and whenever the listener (re)connects; returns the unsubscribe. */
  readonly on: (queue: string, wake: () => void) => () => void;
  /** Resolves once the first attempt to listen has settled. */
  readonly ready: Promise<void>;
  readonly stop: () => Promise<void>;
}

interface Shared {
  readonly listener: PgListener;
  readonly handlers: Map<string, Set<() => void>>;
  users: number;
}

/** One LISTEN connection per domain-events database per process, shared by every queue of every bus in it. */
const shared = new Map<string, Shared>();

/**
 * Wakes a process's pg-boss workers when a job is created for their queue (JOB_NOTIFY_TRIGGER_SQL), so that they can
 * poll rarely (a safety net) yet take a job milliseconds after it was committed. After the LISTEN connection
 * (re)connects every handler is called: a job created while it was away is fetched then.
 */
export function jobWakeups(databaseUrl: string, logger: Logger): JobWakeups {
  let entry = shared.get(databaseUrl);
  if (!entry) {
    const handlers = new Map<string, Set<() => void>>();
    const listener = startPgListener({
      databaseUrl,
      channel: JOB_CHANNEL,
      applicationName: 'momstride-job-wakeups',
      logger,
      label: 'queue wake-ups',
      onNotification: (queue) => {
        for (const wake of handlers.get(queue) ?? []) wake();
      },
      onListening: () => {
        for (const set of handlers.values()) for (const wake of set) wake();
      },
    });
    entry = { listener, handlers, users: 0 };
    shared.set(databaseUrl, entry);
  }
  const own = entry;
  own.users += 1;
  const mine: Array<() => void> = [];
  let stopped = false;
  return {
    on(queue, wake) {
      const set = own.handlers.get(queue) ?? new Set<() => void>();
      set.add(wake);
      own.handlers.set(queue, set);
      const off = () => {
        set.delete(wake);
        if (set.size === 0 && own.handlers.get(queue) === set) own.handlers.delete(queue);
      };
      mine.push(off);
      return off;
    },
    ready: own.listener.ready,
    async stop() {
      if (stopped) return;
      stopped = true;
      for (const off of mine.splice(0)) off();
      own.users -= 1;
      if (own.users > 0) return;
      if (shared.get(databaseUrl) === own) shared.delete(databaseUrl);
      await own.listener.stop();
    },
  };
}
