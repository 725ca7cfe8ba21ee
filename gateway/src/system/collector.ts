import type { SystemReport } from '@momstride/contracts/system-report';
import { MetricsHistory, type Snapshot } from './metrics-history.js';
import { MOVING_SERIES } from './minute-figures.js';
import { parsePrometheusText, type Sample } from './prometheus-text.js';
import { systemReportOf } from './system-report.js';

/** Where one service's metrics are read: its name and a reader of its Prometheus text (throws when it cannot answer). */
export interface MetricsSource {
  readonly name: string;
  readonly read: (signal: AbortSignal) => Promise<string>;
}

export interface SystemCollectorOptions {
  /** The gateway's own metrics first (in monolithic mode every service's), then each subgraph's. */
  readonly sources: readonly MetricsSource[];
  /** Every service's name, the gateway first: the report lists them all, up or down. */
  readonly services: readonly string[];
  readonly intervalMs: number;
  readonly now?: () => number;
}

export interface SystemCollector {
  /** The report of the hour kept so far (taking the first snapshot if none was taken yet). */
  report(): Promise<SystemReport>;
  /** A queue's dead letters as counted just now (after a retry), shown until the next snapshot. */
  noteDeadLetters(queue: string, count: number): void;
  stop(): void;
}

/** How long after start the first snapshot is taken. */
const FIRST_SNAPSHOT_DELAY_MS = 1_000;
/** A scrape that takes longer is a service down for this minute. */
const SCRAPE_TIMEOUT_MS = 5_000;

/** The series the report reads: the moving ones and the gauges of versions, queues and disk (and no other is parsed). */
const READ_GAUGES = new Set(['momstride_build_info', 'momstride_queue_depth', 'momstride_queue_dead_letters', 'momstride_database_size_bytes', 'momstride_media_stored_bytes']);
const isRead = (name: string): boolean => MOVING_SERIES.has(name) || READ_GAUGES.has(name);

/** The Prometheus text at `url` (`GET`, 5 s). */
export const httpMetricsReader =
  (url: string) =>
  async (signal: AbortSignal): Promise<string> => {
    const response = await fetch(url, { signal, headers: { accept: 'text/plain' } });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.text();
  };

/** The services a text speaks for: the `service` labels it carries (the monolith's merged text names them all). */
const servicesIn = (samples: readonly Sample[]): Set<string> => {
  const names = new Set<string>();
  for (const sample of samples) {
    const service = sample.labels['service'];
    if (service && service !== 'all') names.add(service);
  }
  return names;
};

/**
 * Reads every service's metrics once a minute (`intervalMs`) into an hour of history (MetricsHistory) for the System
 * tab. The timer is unref'd (it never keeps the process alive) and stopped by `stop`; a service that does not answer
 * is "down" in the report, nothing is logged. Each service's figures come from the first source that names it: when the
 * first (the gateway's own) already names the others — monolithic mode, one process — they are not asked, and one
 * endpoint named for several services (a monolith's) speaks for all of them.
 */
export const startSystemCollector = (options: SystemCollectorOptions): SystemCollector => {
  const now = options.now ?? Date.now;
  const history = new MetricsHistory();
  const stopped = new AbortController();
  let scraping: Promise<Snapshot> | undefined;

  const readAll = async (): Promise<Snapshot> => {
    const at = now();
    const answered = new Set<string>();
    const samples: Sample[] = [];
    const read = async (source: MetricsSource): Promise<Sample[] | undefined> => {
      try {
        const text = await source.read(AbortSignal.any([stopped.signal, AbortSignal.timeout(SCRAPE_TIMEOUT_MS)]));
        return parsePrometheusText(text, isRead);
      } catch {
        return undefined;
      }
    };
    /** Takes what `source` found for the services no earlier source spoke for (each service from one source only). */
    const take = (source: MetricsSource, found: readonly Sample[]) => {
      const fresh = new Set([source.name, ...servicesIn(found)].filter((name) => !answered.has(name)));
      for (const sample of found) if (fresh.has(sample.labels['service'] ?? source.name)) samples.push(sample);
      for (const name of fresh) answered.add(name);
    };
    const [own, ...others] = options.sources;
    const ownSamples = own ? await read(own) : undefined;
    if (own && ownSamples) take(own, ownSamples);
    // In monolithic mode the process already spoke for every service: the others are not asked.
    const asked = others.filter((source) => !answered.has(source.name));
    const results = await Promise.all(asked.map(read));
    asked.forEach((source, index) => {
      const found = results[index];
      if (found) take(source, found);
    });
    return { at, answered, samples };
  };

  /** One scrape at a time: a report asked during a scrape waits for it. */
  const scrape = (): Promise<Snapshot> => {
    scraping ??= readAll().finally(() => {
      scraping = undefined;
    });
    return scraping;
  };
  const tick = () => {
    // A snapshot a report took just now (asked before the first tick) stands for this one.
    const latest = history.latest();
    if (stopped.signal.aborted || (latest && now() - latest.at < options.intervalMs / 2)) return;
    void scrape().then((snapshot) => {
      if (!stopped.signal.aborted) history.add(snapshot);
    });
  };
  // The first snapshot once the process has started its services (the gateway labels its build as it starts serving).
  const first = setTimeout(tick, FIRST_SNAPSHOT_DELAY_MS);
  first.unref();
  const timer = setInterval(tick, options.intervalMs);
  timer.unref();

  return {
    async report() {
      if (!history.latest()) await (scraping ?? scrape().then((snapshot) => history.add(snapshot)));
      return systemReportOf(history, options.services, now());
    },
    noteDeadLetters(queue, count) {
      history.noteGauge('momstride_queue_dead_letters', { queue }, count);
    },
    stop() {
      clearTimeout(first);
      clearInterval(timer);
      stopped.abort();
    },
  };
};
