/**
 * `momstride` (bin.cts) runs the bundle only when it is at least as new as the last compile, so that code compiled
 * after the bundle was made is never shadowed by it, and compiles it with a V8 code cache that the first run
 * writes. Checked on a copy of bin.cts in a folder laid out as cli/ is, with a bundle and compiled modules that
 * only say which of them ran (and the real kit beside it, whose bundle-script.cjs does the work).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { transformSync } from 'esbuild';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

let folder: string;
const at = (seconds: number) => new Date(1_800_000_000_000 + seconds * 1000);
const touch = (file: string, seconds: number) => utimesSync(join(folder, file), at(seconds), at(seconds));
const runBin = () => execFileSync(process.execPath, [join(folder, 'dist', 'bin.cjs')], { encoding: 'utf8' }).trim();

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'momstride-bin-'));
  mkdirSync(join(folder, 'dist'));
  mkdirSync(join(folder, 'bundle'));
  // The kit's compiled bundle-script.cjs, which bin.cts requires, reached as from cli/.
  mkdirSync(join(folder, 'node_modules', '@momstride'), { recursive: true });
  symlinkSync(new URL('../../subgraphs/kit', import.meta.url), join(folder, 'node_modules', '@momstride', 'kit'), 'dir');
  const source = readFileSync(new URL('./bin.cts', import.meta.url), 'utf8');
  writeFileSync(join(folder, 'dist', 'bin.cjs'), transformSync(source, { loader: 'ts', format: 'cjs' }).code);
  writeFileSync(join(folder, 'dist', 'main.js'), "console.log('compiled modules');\n");
  writeFileSync(join(folder, 'bundle', 'main.cjs'), "console.log('bundle');\n");
  writeFileSync(join(folder, 'tsconfig.tsbuildinfo'), '{}');
  // The bundle as new as the compile unless a test says otherwise: the times the writes got could fall either side of
  // a clock tick, and a compile newer than the bundle runs the compiled modules.
  touch('tsconfig.tsbuildinfo', 0);
  touch('bundle/main.cjs', 0);
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('momstride picks its entry', () => {
  it('runs the bundle when it was made after the last compile, or at the same moment', () => {
    touch('tsconfig.tsbuildinfo', 0);
    touch('bundle/main.cjs', 1);
    expect(runBin()).toBe('bundle');
    touch('bundle/main.cjs', 0);
    expect(runBin()).toBe('bundle');
  });

  it('runs the compiled modules when a compile came after the bundle', () => {
    touch('bundle/main.cjs', 0);
    touch('tsconfig.tsbuildinfo', 1);
    expect(runBin()).toBe('compiled modules');
  });

  it('runs the compiled modules when there is no bundle, and the bundle when there is no build info (an image)', () => {
    rmSync(join(folder, 'bundle'), { recursive: true });
    expect(runBin()).toBe('compiled modules');
    mkdirSync(join(folder, 'bundle'));
    writeFileSync(join(folder, 'bundle', 'main.cjs'), "console.log('bundle');\n");
    rmSync(join(folder, 'tsconfig.tsbuildinfo'));
    expect(runBin()).toBe('bundle');
  });

  it('the first run of the bundle writes its code cache, the next ones use it, and a cache V8 refuses is written again', () => {
    const caches = () => readdirSync(join(folder, 'bundle')).filter((name) => name.endsWith('.cache'));
    expect(caches()).toEqual([]);
    expect(runBin()).toBe('bundle');
    expect(caches()).toHaveLength(1);
    const cache = join(folder, 'bundle', caches()[0] ?? '');
    const usedAsItIs = () => {
      utimesSync(cache, at(0), at(0));
      expect(runBin()).toBe('bundle');
      return statSync(cache).mtime.getTime() === at(0).getTime();
    };
    expect(usedAsItIs()).toBe(true);

    writeFileSync(cache, 'not a code cache');
    expect(usedAsItIs()).toBe(false);
    expect(readFileSync(cache, 'utf8')).not.toBe('not a code cache');
    expect(usedAsItIs()).toBe(true);
    expect(caches()).toHaveLength(1);
  });

  it('gives the bundle its own URL and import() of what lies next to it', () => {
    mkdirSync(join(folder, 'bundle', 'ui'));
    writeFileSync(join(folder, 'bundle', 'ui', 'view.js'), "export const view = 'view';\n");
    writeFileSync(
      join(folder, 'bundle', 'main.cjs'),
      "__cliImport('./ui/view.js').then(({ view }) => console.log(new URL('..', __cliBundleUrl).pathname === require('node:path').dirname(__dirname) + '/', view));\n",
    );
    touch('bundle/main.cjs', 0);
    expect(runBin()).toBe('true view');
  });
});
