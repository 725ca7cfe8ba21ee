import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { fileMode, runMomstride, tempConfigDir } from '../../test-support/cli-harness.js';
import { adminEnv, freshMember, memberEnv } from '../../test-support/users-harness.js';

describe('momstride users export', () => {
  it("starts a member's export, then waits for it and writes the zip to a new private file", async () => {
    const member = await freshMember();
    const env = await adminEnv();
    const started = await runMomstride(['users', 'export', member.email, '--json'], { configDir: tempConfigDir(), env });
    expect(started.code, started.stderr).toBe(0);
    expect(['pending', 'ready']).toContain((JSON.parse(started.stdout) as { status: string }).status);

    const output = join(mkdtempSync(join(tmpdir(), 'momstride-export-')), 'member-data.zip');
    const saved = await runMomstride(['users', 'export', member.id, '--output', output], { configDir: tempConfigDir(), env });
    expect(saved.code, saved.stderr).toBe(0);
    expect(saved.stdout).toMatch(new RegExp(`^Wrote ${output} \\(\\d+ bytes\\): ${member.name}'s data\\.`));
    expect(await fileMode(output)).toBe(0o600);
    const files = unzipSync(new Uint8Array(readFileSync(output)));
    expect(strFromU8(files['README.txt']!)).toContain(`For: ${member.name}`);
    expect(JSON.parse(strFromU8(files['accounts.json']!)).profile.email).toBe(member.email);

    // Never overwrites a file (usage error, exit 2); the member's archive was downloaded once already.
    const again = await runMomstride(['users', 'export', member.id, '--output', output], { configDir: tempConfigDir(), env });
    expect(again.code).toBe(2);
    expect(again.stderr).toBe(`${output} already exists; choose a new file name.\n`);
  }, 180_000);

  it('tells a member that an admin is needed', async () => {
    const member = await freshMember();
    const run = await runMomstride(['users', 'export', member.email], { configDir: tempConfigDir(), env: memberEnv(member) });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Admin access required');
  });
});
