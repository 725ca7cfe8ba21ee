import { execFile, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { gatewayUrl, tempConfigDir } from './test-support/cli-harness.js';

const run = promisify(execFile);
const bin = fileURLToPath(new URL('../dist/bin.cjs', import.meta.url));

async function momstride(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(process.execPath, [bin, ...args], { env: { PATH: process.env.PATH ?? '', ...env } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('the built momstride binary', () => {
  it('prints help with examples', async () => {
    const result = await momstride(['--help'], { MOMSTRIDE_CONFIG_DIR: tempConfigDir() });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Usage: momstride');
    expect(result.stdout).toContain('Examples:');
    expect(result.stdout).toContain('auth');
  });

  it('ends quietly when its reader closes the pipe early (| head)', async () => {
    const child = spawn(process.execPath, [bin, 'events', '--help'], { env: { PATH: process.env.PATH ?? '', MOMSTRIDE_CONFIG_DIR: tempConfigDir() } });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // Close our end before it writes, as a `head` that has read enough does.
    child.stdout.destroy();
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(stderr).toBe('');
    expect(code).toBe(0);
  });

  it('exits 4 for auth status without credentials', async () => {
    const result = await momstride(['auth', 'status'], {
      MOMSTRIDE_CONFIG_DIR: tempConfigDir(),
      MOMSTRIDE_API: gatewayUrl(),
    });
    expect(result).toEqual({ code: 4, stdout: '', stderr: 'You are not logged in. Run: momstride auth login\n' });
  });
});
