import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { stop as stopEsbuild } from 'esbuild';
import { bundleCli, cliBundleIsStale } from './build-cli.js';
import { bundleServer, serverBundleIsStale } from './build-server.js';
import { repoRoot } from './paths.js';

const run = promisify(execFile);
const binary = (name: string): string => join(repoRoot, 'node_modules', '.bin', name);
/**
 * TypeScript 7's compiler (native, about five times faster here than 5.9's), installed as `typescript-native`: the
 * package `typescript` stays 5.9 for the tools that use its JavaScript API (typescript-eslint, codegen). Both are
 * named `tsc`, so it is run by its path, never through node_modules/.bin (docs/architecture.md, "Start, restart and stop").
 */
const typescriptCompiler = join(repoRoot, 'node_modules', 'typescript-native', 'bin', 'tsc');

/** Newest modification time below `path` (files only, those `skip` names left out), 0 when it does not exist. */
function newestMtime(path: string, skip?: RegExp): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path)
    .filter((entry) => !skip?.test(entry))
    .reduce((newest, entry) => Math.max(newest, newestMtime(join(path, entry), skip)), 0);
}

/** Test files: no project compiles them (each tsconfig excludes them), so editing one leaves the build as it is. */
const TEST_FILES = /\.test\.tsx?$/;

/** Modification time of `path`, 0 when it does not exist. */
const mtimeOf = (path: string): number => (existsSync(path) ? statSync(path).mtimeMs : 0);

/**
 * True when a TypeScript project of the back end (the root tsconfig.json's references) has a source, tsconfig or
 * package.json newer than its build record (`tsconfig.tsbuildinfo`, which `tsc -b` writes or touches on every build),
 * or none yet: only then is `tsc -b` worth starting (its own up-to-date check alone costs a few seconds here).
 */
export function backendIsStale(): boolean {
  const { references } = JSON.parse(readFileSync(join(repoRoot, 'tsconfig.json'), 'utf8')) as { references: Array<{ path: string }> };
  const shared = Math.max(...['tsconfig.base.json', 'subgraphs.config.ts', 'package-lock.json'].map((file) => mtimeOf(join(repoRoot, file))));
  return references.some(({ path }) => {
    const project = join(repoRoot, path);
    const built = mtimeOf(join(project, 'tsconfig.tsbuildinfo'));
    const configs = readdirSync(project).filter((file) => /^tsconfig.*\.json$|^package\.json$/.test(file));
    return (
      built === 0 ||
      shared > built ||
      newestMtime(join(project, 'src'), TEST_FILES) > built ||
      configs.some((file) => newestMtime(join(project, file)) > built)
    );
  });
}

/** True when web/dist is older than anything it is built from. */
export function webIsStale(): boolean {
  const built = newestMtime(join(repoRoot, 'web', 'dist', 'index.html'));
  // The web bundles @momstride/contracts from its source.
  const inputs = ['web/src', 'web/public', 'web/build', 'web/index.html', 'web/vite.config.ts', 'web/package.json', 'contracts/src'];
  return inputs.some((input) => newestMtime(join(repoRoot, input)) > built);
}

/** True when the GraphQL explorer's build (web/explorer/dist, a Vite build of its own) is older than its sources. */
export function explorerIsStale(): boolean {
  const built = newestMtime(join(repoRoot, 'web', 'explorer', 'dist', 'index.html'));
  const inputs = ['web/explorer/src', 'web/explorer/index.html', 'web/explorer/vite.config.ts', 'web/package.json'];
  return inputs.some((input) => newestMtime(join(repoRoot, input)) > built);
}

/** Runs `work`, logging `label` and then how long it took. */
async function timed(label: string, log: (line: string) => void, work: () => Promise<void>): Promise<void> {
  const startedAt = performance.now();
  log(`${label}…`);
  await work();
  log(`${label}: done in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
}

/** Runs one build step, logging `label` and then how long it took; its output is shown only when it fails. */
async function step(label: string, log: (line: string) => void, command: string, args: readonly string[], cwd: string): Promise<void> {
  const startedAt = performance.now();
  log(`${label}…`);
  try {
    await run(command, args, { cwd, maxBuffer: 64 * 1024 * 1024 });
    log(`${label}: done in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    process.stderr.write(`${stdout ?? ''}${stderr ?? ''}`);
    throw new Error(`${[command.split('/').pop(), ...args].join(' ')} failed`);
  }
}

/**
 * Builds what is stale, the stale parts at once (they share nothing): the TypeScript projects (tsc -b, incremental)
 * and then the CLI's and the monolith's bundles from their output, the web bundle and the GraphQL explorer (two Vite builds).
 */
export async function buildAll(log: (line: string) => void = console.log): Promise<void> {
  const steps: Array<Promise<void>> = [];
  let compiled = Promise.resolve();
  if (backendIsStale()) compiled = step('Compiling TypeScript (tsc -b)', log, process.execPath, [typescriptCompiler, '-b'], repoRoot);
  steps.push(compiled.then(() => (cliBundleIsStale() ? bundleCli() : undefined)));
  steps.push(compiled.then(() => (serverBundleIsStale() ? timed('Bundling the monolith (esbuild)', log, bundleServer) : undefined)));
  if (webIsStale()) steps.push(step('Building the web app (vite build)', log, binary('vite'), ['build', '--logLevel', 'warn'], join(repoRoot, 'web')));
  if (explorerIsStale()) {
    const args = ['build', '--config', 'explorer/vite.config.ts', '--logLevel', 'warn'];
    steps.push(step('Building the GraphQL explorer (vite build)', log, binary('vite'), args, join(repoRoot, 'web')));
  }
  // Every step runs to its end before a failure is reported (no build left running behind).
  const outcomes = await Promise.allSettled(steps);
  // esbuild's JavaScript API keeps its service process for the next build: `npm start`'s launcher lives on, and that
  // process held 730 MB idle after bundling the monolith.
  await stopEsbuild();
  const failed = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
  if (failed) throw failed.reason;
}
