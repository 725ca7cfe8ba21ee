/**
 * The gateway's concurrency limit, adapted to measured latency (AIMD in the manner of Netflix's concurrency-limits:
 * its AIMDLimit rule over the windows of its WindowedLimit). docs/architecture.md, "Admission control", says why.
 *
 * Completed requests are gathered into windows (at least `windowMs` long and `windowSamples` requests). When a
 * window closes, its 90th-percentile latency decides:
 * - above `targetLatencyMs`: the limit is multiplied by `backoffRatio` (never below `min`);
 * - at or below it, and the limit was used (a request of the window started with at least half the limit in
 *   flight): the limit grows by one (never above `max`);
 * - otherwise it stays (an idle gateway does not learn it can take more than it was given).
 * A request admitted before the last decrease says nothing about the new limit: its latency does not count towards
 * another decrease (so one slow spell is not answered by backing off window after window until `min`).
 */

export interface AdaptiveLimitOptions {
  readonly initial: number;
  readonly min: number;
  readonly max: number;
  /** A window whose 90th-percentile latency is above this lowers the limit. */
  readonly targetLatencyMs: number;
  /** The limit is multiplied by this on a decrease (0 < ratio < 1). */
  readonly backoffRatio?: number;
  /** Shortest window, ms. */
  readonly windowMs?: number;
  /** Fewest completed requests a window decides on. */
  readonly windowSamples?: number;
}

/** One completed request. */
export interface LatencySample {
  /** When it was admitted (ms, the limit's clock). */
  readonly startedAt: number;
  /** When it completed (ms). */
  readonly endedAt: number;
  /** Requests in flight when it was admitted, itself included. */
  readonly inflight: number;
}

const DEFAULT_BACKOFF_RATIO = 0.9;
const DEFAULT_WINDOW_MS = 100;
const DEFAULT_WINDOW_SAMPLES = 10;
const PERCENTILE = 0.9;

export class AdaptiveLimit {
  #limit: number;
  readonly #min: number;
  readonly #max: number;
  readonly #target: number;
  readonly #backoff: number;
  readonly #windowMs: number;
  readonly #windowSamples: number;
  #windowStart: number | undefined;
  #latencies: number[] = [];
  /** Latencies of requests admitted since the last decrease (the only ones that may cause another). */
  #freshLatencies: number[] = [];
  #used = false;
  #lastDecreaseAt = Number.NEGATIVE_INFINITY;

  constructor(options: AdaptiveLimitOptions) {
    const { initial, min, max, targetLatencyMs } = options;
    if (!(min >= 1 && min <= max)) throw new Error(`Admission limit: min ${min} must be at least 1 and at most max ${max}`);
    if (!(targetLatencyMs > 0)) throw new Error(`Admission limit: the target latency must be positive, not ${targetLatencyMs}`);
    const backoff = options.backoffRatio ?? DEFAULT_BACKOFF_RATIO;
    if (!(backoff > 0 && backoff < 1)) throw new Error(`Admission limit: the backoff ratio must be between 0 and 1, not ${backoff}`);
    this.#min = min;
    this.#max = max;
    this.#limit = Math.min(max, Math.max(min, Math.round(initial)));
    this.#target = targetLatencyMs;
    this.#backoff = backoff;
    this.#windowMs = options.windowMs ?? DEFAULT_WINDOW_MS;
    this.#windowSamples = options.windowSamples ?? DEFAULT_WINDOW_SAMPLES;
  }

  /** Requests that may be in flight at once now. */
  get limit(): number {
    return this.#limit;
  }

  /** Takes one completed request into the current window; closes the window when it is long and full enough. */
  onSample(sample: LatencySample): void {
    const latency = sample.endedAt - sample.startedAt;
    this.#windowStart ??= sample.endedAt;
    this.#latencies.push(latency);
    if (sample.startedAt >= this.#lastDecreaseAt) this.#freshLatencies.push(latency);
    if (sample.inflight * 2 >= this.#limit) this.#used = true;
    if (sample.endedAt - this.#windowStart < this.#windowMs || this.#latencies.length < this.#windowSamples) return;

    if (this.#freshLatencies.length >= this.#windowSamples && percentile(this.#freshLatencies, PERCENTILE) > this.#target) {
      this.#limit = Math.max(this.#min, Math.floor(this.#limit * this.#backoff));
      this.#lastDecreaseAt = sample.endedAt;
    } else if (this.#used && percentile(this.#latencies, PERCENTILE) <= this.#target) {
      this.#limit = Math.min(this.#max, this.#limit + 1);
    }
    this.#windowStart = undefined;
    this.#latencies = [];
    this.#freshLatencies = [];
    this.#used = false;
  }
}

/** The nearest-rank percentile of `values` (0 < p ≤ 1); sorts a copy. */
const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
};
