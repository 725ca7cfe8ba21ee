/**
 * Runs the monolith's bundle (server/bundle/monolith.cjs, made by scripts/lib/build-server.ts) with V8's code cache,
 * when it is at least as new as the last compile (server/tsconfig.tsbuildinfo): a `tsc -b` without a new bundle
 * never runs stale code, the compiled modules (dist/monolith.js) run instead.
 *
 * Node 20 keeps no compiled code between runs of an ES module (22.1's `module.enableCompileCache` does, for
 * modules loaded by Node); a script compiled here can be given V8's cache. The first start writes it once the
 * monolith is up, so that it holds the code that starting ran (bundle/monolith-<size>-<time>.cache: V8 checks a
 * cache against the script's length only, so the name ties it to this build); a cache V8 refuses (another Node)
 * is written again; a folder that cannot be written (a read-only image) only means no cache.
 */
import { readFileSync, renameSync, rmSync, statSync, writeFileSync, type Stats } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';
import type * as MonolithModule from './monolith.js';

export interface LoadedMonolith {
  readonly module: typeof MonolithModule;
  /** Writes the code cache when there was none (or V8 refused it); call once started. */
  readonly saveCodeCache: () => void;
}

const stats = (url: URL): Stats | undefined => statSync(url, { throwIfNoEntry: false });

/** The bundle when it is fresh, compiled with its code cache; undefined when the modules must run. */
export function loadMonolithBundle(): LoadedMonolith | undefined {
  const url = new URL('../bundle/monolith.cjs', import.meta.url);
  const bundle = stats(url);
  const compiledAt = stats(new URL('../tsconfig.tsbuildinfo', import.meta.url))?.mtimeMs ?? Number.POSITIVE_INFINITY;
  if (!bundle || bundle.mtimeMs < compiledAt) return undefined;
  const file = fileURLToPath(url);
  const cacheFile = fileURLToPath(new URL(`monolith-${bundle.size}-${Math.trunc(bundle.mtimeMs)}.cache`, url));
  let cachedData: Buffer | undefined;
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    cachedData = undefined;
  }
  // The parameters are those of a CommonJS module, and `import()` of what the bundle leaves outside (a migration
  // file, a module MikroORM loads by name), which this module's loader serves (build-server.ts).
  const script = new Script(`(function (exports, require, module, __filename, __dirname, __bundleImport) {${readFileSync(file, 'utf8')}\n})`, {
    filename: file,
    ...(cachedData ? { cachedData } : {}),
  });
  const module = { exports: {} as typeof MonolithModule };
  const bundleImport = (specifier: string): Promise<unknown> => import(specifier);
  const run = script.runInThisContext() as (...args: unknown[]) => void;
  run.call(module.exports, module.exports, createRequire(url), module, file, fileURLToPath(new URL('.', url)), bundleImport);
  const cacheWanted = !cachedData || script.cachedDataRejected === true;
  return { module: module.exports, saveCodeCache: () => (cacheWanted ? writeCodeCache(script, cacheFile) : undefined) };
}

/** Writes the code of everything compiled so far; another process may be writing it at once. */
function writeCodeCache(script: Script, cacheFile: string): void {
  const temporary = `${cacheFile}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, script.createCachedData());
    renameSync(temporary, cacheFile);
  } catch {
    rmSync(temporary, { force: true });
  }
}
