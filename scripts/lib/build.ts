import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { bundleCli, cliBundleIsStale } from './build-cli.js';
import { repoRoot } from './paths.js';

const binary = (name: string): string => join(repoRoot, 'node_modules', '.bin', name);

/** Newest modification time below `path` (files only), 0 when it does not exist. */
function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestMtime(join(path, entry))), 0);
}

/** True when web/dist is older than anything it is built from. */
export function webIsStale(): boolean {
  const built = newestMtime(join(repoRoot, 'web', 'dist', 'index.html'));
  const inputs = ['web/src', 'web/public', 'web/build', 'web/index.html', 'web/vite.config.ts', 'web/package.json'];
  return inputs.some((input) => newestMtime(join(repoRoot, input)) > built);
}

/** True when the GraphQL explorer's build (web/explorer/dist, a Vite build of its own) is older than its sources. */
export function explorerIsStale(): boolean {
  const built = newestMtime(join(repoRoot, 'web', 'explorer', 'dist', 'index.html'));
  const inputs = ['web/explorer/src', 'web/explorer/index.html', 'web/explorer/vite.config.ts', 'web/package.json'];
  return inputs.some((input) => newestMtime(join(repoRoot, input)) > built);
}

/**
 * Builds what is stale: the TypeScript projects (tsc -b is incremental), the CLI's bundle, the web bundle and the
 * GraphQL explorer.
 */
export function buildAll(log: (line: string) => void = console.log): void {
  log('Compiling TypeScript (tsc -b)…');
  execFileSync(binary('tsc'), ['-b'], { cwd: repoRoot, stdio: 'inherit' });
  if (cliBundleIsStale()) bundleCli();
  if (webIsStale()) {
    log('Building the web app (vite build)…');
    execFileSync(binary('vite'), ['build', '--logLevel', 'warn'], { cwd: join(repoRoot, 'web'), stdio: 'inherit' });
  }
  if (explorerIsStale()) {
    log('Building the GraphQL explorer (vite build)…');
    execFileSync(binary('vite'), ['build', '--config', 'explorer/vite.config.ts', '--logLevel', 'warn'], {
      cwd: join(repoRoot, 'web'),
      stdio: 'inherit',
    });
  }
}
