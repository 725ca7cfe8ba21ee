#!/usr/bin/env node
/**
 * `momstride`: starts the CLI from its bundle (cli/bundle/main.cjs, made by scripts/lib/build-cli.ts when
 * `npm run build` or `npm start` runs) when the bundle is at least as new as the last compile
 * (cli/tsconfig.tsbuildinfo), else from the compiled modules (dist/main.js), so a `tsc -b` without a rebuild of
 * the bundle never runs stale code.
 *
 * The bundle is one script, compiled here with V8's code cache: Node reads and links each ES module on its own
 * and compiles each afresh, which cost most of a `momstride … --json` run. The first run writes the cache
 * (bundle/main-<size>-<time>.cache: V8 checks a cache against the length of the script only, so the name ties it
 * to this build); a cache V8 refuses (another Node version) is written again; a folder that cannot be written
 * (a read-only install) only means no cache.
 *
 * This file is CommonJS (bin.cts → dist/bin.cjs): an ES module entry would start Node's ES module loader, which
 * a run of the bundle does not otherwise need (about 8 ms here).
 */
import { readFileSync, renameSync, rmSync, statSync, writeFileSync, type Stats } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Script } from 'node:vm';

const stats = (url: URL): Stats | undefined => statSync(url, { throwIfNoEntry: false });
const here = pathToFileURL(__filename);
const bundle = new URL('../bundle/main.cjs', here);
const bundleStats = stats(bundle);
const compiledAt = stats(new URL('../tsconfig.tsbuildinfo', here))?.mtimeMs ?? -1;

if (bundleStats && bundleStats.mtimeMs >= compiledAt) runBundle(bundle, bundleStats);
else void import('./main.js');

function runBundle(url: URL, { size, mtimeMs }: Stats): void {
  const file = fileURLToPath(url);
  const cacheFile = fileURLToPath(new URL(`main-${size}-${Math.trunc(mtimeMs)}.cache`, url));
  let cachedData: Buffer | undefined;
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    cachedData = undefined;
  }
  // The parameters are those of a CommonJS module, and what build-cli.ts left for this file to provide: the
  // script's URL (its `import.meta.url`) and `import()` of a package or of a view next to the script.
  const script = new Script(
    `(function (exports, require, module, __filename, __dirname, __cliBundleUrl, __cliImport) {${readFileSync(file, 'utf8')}\n})`,
    { filename: file, ...(cachedData ? { cachedData } : {}) },
  );
  if (!cachedData || script.cachedDataRejected) process.once('exit', () => saveCodeCache(script, cacheFile));
  const module = { exports: {} };
  const bundleRequire = createRequire(url);
  // A Node built-in through require(): import() would start the ES module loader for it.
  const cliImport = async (specifier: string): Promise<unknown> =>
    specifier.startsWith('node:') ? bundleRequire(specifier) : import(specifier.startsWith('.') ? new URL(specifier, url).href : specifier);
  const run = script.runInThisContext() as (...args: unknown[]) => void;
  run.call(module.exports, module.exports, bundleRequire, module, file, fileURLToPath(new URL('.', url)), url.href, cliImport);
}

/** Writes the code of everything the run compiled, for the next run; another run may be writing it at once. */
function saveCodeCache(script: Script, cacheFile: string): void {
  const temporary = `${cacheFile}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, script.createCachedData());
    renameSync(temporary, cacheFile);
  } catch {
    // A read-only install: every run compiles the script.
    rmSync(temporary, { force: true });
  }
}
