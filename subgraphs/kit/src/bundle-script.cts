/**
 * Runs a bundle — one CommonJS-style script made by esbuild (the monolith's server/bundle/monolith.cjs, the CLI's
 * cli/bundle/main.cjs) — with V8's code cache.
 *
 * Node 20 keeps no compiled code between runs of an ES module, and reads, links and compiles each module on its own;
 * one script compiled here can be given V8's cache, which turns most of a start's compiling into a read. The cache
 * sits beside the bundle as `<name>-<size>-<time>.cache`: V8 checks a cache against the script's length only, so the
 * name ties it to this build. A cache V8 refuses (another Node) is written again; a folder that cannot be written
 * (a read-only image or install) only means no cache.
 *
 * A bundle runs only when it is at least as new as the last compile of its workspace (its tsbuildinfo): a `tsc -b`
 * without a new bundle never runs stale code, the compiled modules run instead.
 *
 * CommonJS (→ dist/bundle-script.cjs), so the CLI's CommonJS entry can load it without starting Node's ES module loader.
 */
import { readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';

export interface BundleScript {
  /** The bundle's function: called with the values of `parameters`, in their order. */
  readonly run: (...values: unknown[]) => void;
  /** Whether there was no usable cache, so saveCodeCache() writes one. */
  readonly cacheWanted: boolean;
  /** Writes the code of everything compiled so far, when cacheWanted; another process may be writing it at once. */
  readonly saveCodeCache: () => void;
}

/** The bundle at `bundleUrl` when it exists and is not older than `buildInfoUrl`; undefined when the modules must run. */
export function freshBundle(bundleUrl: URL, buildInfoUrl: URL): { size: number; mtimeMs: number } | undefined {
  const bundle = statSync(bundleUrl, { throwIfNoEntry: false });
  const compiledAt = statSync(buildInfoUrl, { throwIfNoEntry: false })?.mtimeMs ?? Number.NEGATIVE_INFINITY;
  return bundle && bundle.mtimeMs >= compiledAt ? { size: bundle.size, mtimeMs: bundle.mtimeMs } : undefined;
}

/**
 * Compiles the bundle as the body of `function (<parameters>) { … }` (a CommonJS module's `exports, require, module,
 * __filename, __dirname`, plus whatever its build leaves for the caller to provide), with its code cache if any.
 */
export function compileBundle(bundleUrl: URL, bundle: { size: number; mtimeMs: number }, parameters: readonly string[]): BundleScript {
  const file = fileURLToPath(bundleUrl);
  const name = basename(file).replace(/\.c?js$/, '');
  const cacheFile = fileURLToPath(new URL(`${name}-${bundle.size}-${Math.trunc(bundle.mtimeMs)}.cache`, bundleUrl));
  let cachedData: Buffer | undefined;
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    cachedData = undefined;
  }
  const script = new Script(`(function (${parameters.join(', ')}) {${readFileSync(file, 'utf8')}\n})`, {
    filename: file,
    ...(cachedData ? { cachedData } : {}),
  });
  const cacheWanted = !cachedData || script.cachedDataRejected === true;
  const run = script.runInThisContext() as (...values: unknown[]) => void;
  return {
    run: (...values) => run.apply(values[0], values),
    cacheWanted,
    saveCodeCache: () => {
      if (cacheWanted) writeCodeCache(script, cacheFile);
    },
  };
}

function writeCodeCache(script: Script, cacheFile: string): void {
  const temporary = `${cacheFile}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, script.createCachedData());
    renameSync(temporary, cacheFile);
  } catch {
    rmSync(temporary, { force: true });
  }
}
