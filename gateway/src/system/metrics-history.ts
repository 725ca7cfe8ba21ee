import { figuresOf, MOVING_SERIES, type MinuteFigures } from './minute-figures.js';
import type { Sample } from './prometheus-text.js';

/** What one scrape of every service's metrics found. */
export interface Snapshot {
  /** When it was taken (ms since the epoch). */
  readonly at: number;
  /** The services whose metrics answered (`service` labels; in monolithic mode every service the one endpoint names). */
  readonly answered: ReadonlySet<string>;
  readonly samples: readonly Sample[];
}

/** One minute: what the counters and histograms' movement between two snapshots comes to (minute-figures.ts). */
export interface Minute {
  readonly from: number;
  readonly at: number;
  readonly answered: ReadonlySet<string>;
  readonly figures: MinuteFigures;
}

/** One hour of minutes. */
export const HISTORY_MINUTES = 60;

const seriesKey = (sample: Sample): string =>
  sample.series ??
  `${sample.name}{${Object.keys(sample.labels)
    .sort()
    .map((name) => `${name}=${JSON.stringify(sample.labels[name])}`)
    .join(',')}}`;

/**
 * The last hour of the services' metrics, one snapshot a minute: the newest snapshot's gauges (queues, disk,
 * versions) and, for each minute, the figures of how far the counters and histograms moved. A counter lower than last time belongs to
 * a restarted service: its whole value is the movement. A service's first snapshot (the gateway just started, or the
 * service was never up before) only sets the starting point.
 */
export class MetricsHistory {
  private newest: Snapshot | undefined;
  /** When the last minute ended (the snapshot that `add` took last). */
  private lastAt: number | undefined;
  private readonly minutes: Minute[] = [];
  /** Each moving series' value when its service last answered. */
  private readonly lastSeen = new Map<string, number>();
  /** Services that answered at least once (their counters have a starting point). */
  private readonly seen = new Set<string>();
  /** Each service's version as last reported (momstride_build_info), kept while it is down. */
  private readonly versions = new Map<string, string>();

  constructor(private readonly capacity = HISTORY_MINUTES) {}

  add(snapshot: Snapshot): void {
    this.noteVersions(snapshot);
    const from = this.lastAt;
    // The newest snapshot keeps its gauges only: the moving series live on as each minute's figures.
    this.newest = { ...snapshot, samples: snapshot.samples.filter((sample) => !MOVING_SERIES.has(sample.name)) };
    this.lastAt = snapshot.at;
    const deltas: Sample[] = [];
    for (const sample of snapshot.samples) {
      if (!MOVING_SERIES.has(sample.name)) continue;
      const service = sample.labels['service'] ?? '';
      const key = seriesKey(sample);
      const before = this.lastSeen.get(key);
      this.lastSeen.set(key, sample.value);
      if (!this.seen.has(service)) continue;
      const moved = before === undefined || sample.value < before ? sample.value : sample.value - before;
      if (moved > 0) deltas.push({ ...sample, value: moved });
    }
    for (const service of snapshot.answered) this.seen.add(service);
    if (from === undefined) return;
    this.minutes.push({ from, at: snapshot.at, answered: snapshot.answered, figures: figuresOf(deltas) });
    if (this.minutes.length > this.capacity) this.minutes.splice(0, this.minutes.length - this.capacity);
  }

  /**
   * Sets the gauge `name` of the series whose labels include `labels` to `value` in the newest snapshot: a figure the
   * gateway learnt afresh (the dead letters left after a retry), until the next snapshot reads it again.
   */
  noteGauge(name: string, labels: Readonly<Record<string, string>>, value: number): void {
    if (!this.newest) return;
    const matches = (sample: Sample) => sample.name === name && Object.entries(labels).every(([label, wanted]) => sample.labels[label] === wanted);
    this.newest = { ...this.newest, samples: this.newest.samples.map((sample) => (matches(sample) ? { ...sample, value } : sample)) };
  }

  /** The version `service` last reported, if it ever did. */
  versionOf(service: string): string | undefined {
    return this.versions.get(service);
  }

  private noteVersions(snapshot: Snapshot): void {
    for (const sample of snapshot.samples) {
      const service = sample.labels['service'];
      const version = sample.labels['version'];
      if (sample.name === 'momstride_build_info' && service && version) this.versions.set(service, version);
    }
  }

  /** The newest snapshot, if any was taken. */
  latest(): Snapshot | undefined {
    return this.newest;
  }

  /** The minutes of the window, oldest first (empty during the first minute). */
  window(): readonly Minute[] {
    return this.minutes;
  }
}
