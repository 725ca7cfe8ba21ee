/**
 * `momstride` (bin.ts) runs the bundle only when it is at least as new as the last compile, so that code compiled
 * after the bundle was made is never shadowed by it. Checked on a copy of bin.ts in a folder laid out as cli/ is,
 * with a bundle and compiled modules that only say which of them ran.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { transformSync } from 'esbuild';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

let folder: string;
const at = (seconds: number) => new Date(1_800_000_000_000 + seconds * 1000);
const touch = (file: string, seconds: number) => utimesSync(join(folder, file), at(seconds), at(seconds));
const runBin = () => execFileSync(process.execPath, [join(folder, 'dist', 'bin.js')], { encoding: 'utf8' }).trim();

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'momstride-bin-'));
  mkdirSync(join(folder, 'dist'));
  mkdirSync(join(folder, 'bundle'));
  const source = readFileSync(new URL('./bin.ts', import.meta.url), 'utf8');
  writeFileSync(join(folder, 'dist', 'bin.js'), transformSync(source, { loader: 'ts', format: 'esm' }).code);
  writeFileSync(join(folder, 'dist', 'main.js'), "console.log('compiled modules');\n");
  writeFileSync(join(folder, 'bundle', 'main.js'), "console.log('bundle');\n");
  writeFileSync(join(folder, 'tsconfig.tsbuildinfo'), '{}');
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('momstride picks its entry', () => {
  it('runs the bundle when it was made after the last compile, or at the same moment', () => {
    touch('tsconfig.tsbuildinfo', 0);
    touch('bundle/main.js', 1);
    expect(runBin()).toBe('bundle');
    touch('bundle/main.js', 0);
    expect(runBin()).toBe('bundle');
  });

  it('runs the compiled modules when a compile came after the bundle', () => {
    touch('bundle/main.js', 0);
    touch('tsconfig.tsbuildinfo', 1);
    expect(runBin()).toBe('compiled modules');
  });

  it('runs the compiled modules when there is no bundle, and the bundle when there is no build info (an image)', () => {
    rmSync(join(folder, 'bundle'), { recursive: true });
    expect(runBin()).toBe('compiled modules');
    mkdirSync(join(folder, 'bundle'));
    writeFileSync(join(folder, 'bundle', 'main.js'), "console.log('bundle');\n");
    rmSync(join(folder, 'tsconfig.tsbuildinfo'));
    expect(runBin()).toBe('bundle');
  });
});
