import type { EntityManager } from './orm.js';

type Statement = readonly [sql: string, params: readonly unknown[]];

/**
 * A toggle of one row (a like, a helpful mark), inside the caller's transaction: `insert` (… on conflict do nothing
 * returning …) adds it, else `remove` (delete … returning …) takes it away. Two toggles by one member at once take
 * turns (the second waits on the first's row) and end where two toggles one after the other would: when her row
 * vanished under the delete, the insert is tried again. `exists` (select 1 …) tells a thing that is gone: then
 * `missing()` is thrown. Returns whether the row is there now.
 */
export async function toggleRow(tem: EntityManager, statements: { insert: Statement; remove: Statement; exists: Statement }, missing: () => Error): Promise<boolean> {
  for (let attempt = 0; ; attempt += 1) {
    if ((await tem.execute<unknown[]>(statements.insert[0], [...statements.insert[1]])).length > 0) return true;
    if ((await tem.execute<unknown[]>(statements.remove[0], [...statements.remove[1]])).length > 0) return false;
    // Neither: the thing is gone, or her row was taken back by a toggle running alongside (then try again).
    if (attempt >= 2 || (await tem.execute<unknown[]>(statements.exists[0], [...statements.exists[1]])).length === 0) throw missing();
  }
}
