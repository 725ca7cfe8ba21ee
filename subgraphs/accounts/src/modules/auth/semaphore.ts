/** At most `limit` tasks at once; the rest wait in order (FIFO). */
export class Semaphore {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private limit: number) {
    this.setLimit(limit);
  }

  setLimit(limit: number): void {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError('a semaphore needs a limit of at least 1');
    this.limit = limit;
    while (this.active < this.limit && this.waiting.length > 0) this.grant();
  }

  /** Tasks running and waiting now. */
  get load(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active < this.limit) this.active += 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private grant(): void {
    this.active += 1;
    this.waiting.shift()!();
  }

  private release(): void {
    this.active -= 1;
    if (this.active < this.limit && this.waiting.length > 0) this.grant();
  }
}
