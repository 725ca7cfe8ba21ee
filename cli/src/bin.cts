#!/usr/bin/env node
/**
 * `momstride`: starts the CLI from its bundle (cli/bundle/main.cjs, made by scripts/lib/build-cli.ts when
 * `npm run build` or `npm start` runs) with V8's code cache when the bundle is at least as new as the last compile
 * (cli/tsconfig.tsbuildinfo), else from the compiled modules (dist/main.js). Node reads and links each ES module on
 * its own and compiles each afresh, which cost most of a `momstride … --json` run; the kit's bundle-script.cts
 * says how the cache is kept. The first run writes it as it exits.
 *
 * This file is CommonJS (bin.cts → dist/bin.cjs): an ES module entry would start Node's ES module loader, which
 * a run of the bundle does not otherwise need (about 8 ms here).
 */
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compileBundle, freshBundle } from '@momstride/kit/bundle-script';

const here = pathToFileURL(__filename);
const bundleUrl = new URL('../bundle/main.cjs', here);
const bundle = freshBundle(bundleUrl, new URL('../tsconfig.tsbuildinfo', here));

if (bundle) runBundle(bundleUrl, bundle);
else void import('./main.js');

function runBundle(url: URL, stats: { size: number; mtimeMs: number }): void {
  // The parameters are those of a CommonJS module, and what build-cli.ts left for this file to provide: the
  // script's URL (its `import.meta.url`) and `import()` of a package or of a view next to the script.
  const script = compileBundle(url, stats, ['exports', 'require', 'module', '__filename', '__dirname', '__cliBundleUrl', '__cliImport']);
  if (script.cacheWanted) process.once('exit', script.saveCodeCache);
  const module = { exports: {} };
  const bundleRequire = createRequire(url);
  // A Node built-in through require(): import() would start the ES module loader for it.
  const cliImport = async (specifier: string): Promise<unknown> =>
    specifier.startsWith('node:') ? bundleRequire(specifier) : import(specifier.startsWith('.') ? new URL(specifier, url).href : specifier);
  script.run(module.exports, bundleRequire, module, fileURLToPath(url), fileURLToPath(new URL('.', url)), url.href, cliImport);
}
