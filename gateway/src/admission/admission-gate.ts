/**
 * Admission at the gateway's door: at most `limit.limit` requests in flight (the adaptive limit), a few more waiting
 * in a bounded first-in first-out queue for at most `queueTimeoutMs`, and every other request refused at once.
 */
import type { AdaptiveLimit } from './adaptive-limit.js';

/** A request let in: release it once, when its answer is complete (or abandon it when the client left). */
export interface Permit {
  /** The request completed: its latency counts towards the limit. */
  release(): void;
  /** The request ended without an answer (the client went away): frees its place, says nothing of latency. */
  abandon(): void;
}

export interface AdmissionGateOptions {
  readonly limit: AdaptiveLimit;
  /** Requests that may wait for a place; 0 refuses at once whenever the limit is reached. */
  readonly queueSize: number;
  /** Longest wait in the queue, ms; a request still waiting then is refused. */
  readonly queueTimeoutMs: number;
  /** The clock (ms); performance.now unless given. */
  readonly now?: () => number;
}

interface Waiter {
  readonly admit: (permit: Permit) => void;
  readonly timer: NodeJS.Timeout;
}

export class AdmissionGate {
  readonly #limit: AdaptiveLimit;
  readonly #queueSize: number;
  readonly #queueTimeoutMs: number;
  readonly #now: () => number;
  #inflight = 0;
  readonly #queue: Waiter[] = [];

  constructor(options: AdmissionGateOptions) {
    this.#limit = options.limit;
    this.#queueSize = options.queueSize;
    this.#queueTimeoutMs = options.queueTimeoutMs;
    this.#now = options.now ?? (() => performance.now());
  }

  /** The adaptive limit's value now. */
  get limit(): number {
    return this.#limit.limit;
  }

  get inflight(): number {
    return this.#inflight;
  }

  get waiting(): number {
    return this.#queue.length;
  }

  /**
   * A permit now when there is room; a promise of one (or of `undefined`: refused after waiting) when the request
   * joins the queue; `undefined` at once when the queue is full too.
   */
  tryAcquire(): Permit | Promise<Permit | undefined> | undefined {
    if (this.#inflight < this.#limit.limit) return this.#admit();
    if (this.#queue.length >= this.#queueSize) return undefined;
    return new Promise((resolve) => {
      const waiter: Waiter = {
        admit: resolve,
        timer: setTimeout(() => {
          const index = this.#queue.indexOf(waiter);
          if (index >= 0) this.#queue.splice(index, 1);
          resolve(undefined);
        }, this.#queueTimeoutMs),
      };
      this.#queue.push(waiter);
    });
  }

  #admit(): Permit {
    this.#inflight += 1;
    const startedAt = this.#now();
    const inflight = this.#inflight;
    let done = false;
    const end = (sample: boolean) => {
      if (done) return;
      done = true;
      this.#inflight -= 1;
      if (sample) this.#limit.onSample({ startedAt, endedAt: this.#now(), inflight });
      this.#drain();
    };
    return { release: () => end(true), abandon: () => end(false) };
  }

  /** Lets waiting requests in, oldest first, while there is room. */
  #drain(): void {
    while (this.#queue.length > 0 && this.#inflight < this.#limit.limit) {
      const waiter = this.#queue.shift()!;
      clearTimeout(waiter.timer);
      waiter.admit(this.#admit());
    }
  }
}
