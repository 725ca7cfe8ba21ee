/**
 * A counting semaphore: at most `limit` holders at once, the rest wait in arrival order. `peak` records the
 * most holders seen at once (tests read it; `resetPeak` starts a new measurement).
 */
export class Semaphore {
  #active = 0;
  #peak = 0;
  readonly #waiting: Array<() => void> = [];

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`Semaphore limit must be a positive integer, got ${limit}`);
  }

  get active(): number {
    return this.#active;
  }

  get waiting(): number {
    return this.#waiting.length;
  }

  get peak(): number {
    return this.#peak;
  }

  resetPeak(): void {
    this.#peak = this.#active;
  }

  /** Runs `work` once a slot is free and frees the slot when it settles (resolved or rejected). */
  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.#acquire();
    try {
      return await work();
    } finally {
      this.#release();
    }
  }

  #acquire(): Promise<void> {
    if (this.#active < this.limit) {
      this.#take();
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => this.#waiting.push(() => resolve()));
  }

  #take(): void {
    this.#active += 1;
    this.#peak = Math.max(this.#peak, this.#active);
  }

  #release(): void {
    this.#active -= 1;
    const next = this.#waiting.shift();
    if (next) {
      this.#take();
      next();
    }
  }
}
