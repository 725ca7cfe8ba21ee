/**
 * The CLI's bundle: cli/dist (tsc's output) bundled by esbuild into cli/bundle/main.js, which `momstride`
 * (cli/dist/bin.js) runs when it is at least as new as the last compile. Node loads an ES module per file; one
 * file instead of some forty saves most of a `momstride … --json` run's start-up. Ink and React stay outside: they
 * are loaded (from node_modules) only when the output is a terminal.
 */
import { existsSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import { repoRoot } from './paths.js';

const cliFolder = join(repoRoot, 'cli');
const bundleFolder = join(cliFolder, 'bundle');
const modified = (file: string): number => (existsSync(file) ? statSync(file).mtimeMs : -1);

/** True when the bundle is missing or older than the last compile of the CLI (cli/tsconfig.tsbuildinfo). */
export function cliBundleIsStale(): boolean {
  return modified(join(bundleFolder, 'main.js')) < modified(join(cliFolder, 'tsconfig.tsbuildinfo'));
}

/** Bundles cli/dist/main.js into cli/bundle/ (a fraction of a second). */
export function bundleCli(): void {
  rmSync(bundleFolder, { recursive: true, force: true });
  buildSync({
    entryPoints: [join(cliFolder, 'dist', 'main.js')],
    outdir: bundleFolder,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    external: ['ink', 'react', 'react/*', '@inkjs/ui', 'ink-*'],
    // Bundled CommonJS (commander) calls require(): give the ES module one.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    logLevel: 'warning',
  });
}
