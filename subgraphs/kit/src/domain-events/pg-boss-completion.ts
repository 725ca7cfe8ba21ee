/**
 * Works around pg-boss 10's unawaited job completion (timgit/pg-boss#577, still so in 10.4.2): when a worker's handler
 * has run, pg-boss calls `complete` (or `fail`) without awaiting it, so if the queue's database goes away at that
 * moment the rejected promise is unhandled and Node ends the whole process — the chaos suite's queue-outage test saw
 * messaging exit with code 1 as the queue's server stopped under write load.
 *
 * Here each of those calls' promises is marked handled as it is made, its error reported as a queue error (the bus
 * logs them). A caller that awaits the call still gets the rejection. For pg-boss's own call the job simply stays
 * active until it expires and is delivered again — as it would after the crash — and consumers apply an event once.
 */
import { createRequire } from 'node:module';

type Completion = (this: { emit(event: 'error', error: unknown): boolean }, ...args: unknown[]) => Promise<unknown>;

/** pg-boss's Manager class (not exported by the package's types: loaded by path, pg-boss is pinned). */
interface ManagerClass {
  readonly prototype: Record<'complete' | 'fail', Completion>;
}

let guarded = false;

/** Installs the guard once per process (before or after any PgBoss is made: the methods are looked up per call). */
export function guardPgBossCompletions(): void {
  if (guarded) return;
  guarded = true;
  const Manager = createRequire(import.meta.url)('pg-boss/src/manager.js') as ManagerClass;
  for (const method of ['complete', 'fail'] as const) {
    const original = Manager.prototype[method];
    const guardedCompletion: Completion = function (...args) {
      const result = original.apply(this, args);
      result.catch((error: unknown) => this.emit('error', error));
      return result;
    };
    // A PgBoss exposes the manager's methods under their function names (`this[func.name] = …`): keep the original
    // name, or every PgBoss made after the guard would have no `fail` or `complete` at all.
    Object.defineProperty(guardedCompletion, 'name', { value: method });
    Manager.prototype[method] = guardedCompletion;
  }
}
