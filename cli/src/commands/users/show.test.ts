import { describe, expect, it } from 'vitest';
import { runMomstride, tempConfigDir } from '../../test-support/cli-harness.js';
import { adminEnv, freshMember, memberEnv } from '../../test-support/users-harness.js';

const MAYA_ID = '0b6a4f1e-5d1c-4c1e-9a51-000000000002';

async function show(target: string, json = true) {
  return runMomstride(['users', 'show', target, ...(json ? ['--json'] : [])], {
    configDir: tempConfigDir(),
    env: await adminEnv(),
  });
}

describe('momstride users show', () => {
  it('finds a user by e-mail (any case) and by id, with the same JSON', async () => {
    const byEmail = await show('Maya@MomStride.example');
    expect(byEmail.stderr).toBe('');
    expect(byEmail.code).toBe(0);
    const user = JSON.parse(byEmail.stdout) as Record<string, unknown>;
    expect(user).toMatchObject({
      id: MAYA_ID,
      email: 'maya@momstride.example',
      firstName: 'Maya',
      lastName: 'Patel',
      role: 'member',
      isOrganizationOwner: false,
      hasPendingAdminRequest: false,
      businessName: 'Bloom Yoga Studio',
      businessCategory: 'fitness_wellness',
      interests: expect.any(Array),
    });

    const byId = await show(MAYA_ID);
    expect(byId.code).toBe(0);
    expect(JSON.parse(byId.stdout)).toEqual(user);
  });

  it('prints a plain detail view when piped', async () => {
    const run = await show('maya@momstride.example', false);
    expect(run.code).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('Maya Patel');
    expect(lines).toEqual(
      expect.arrayContaining([
        `  ID: ${MAYA_ID}`,
        '  Email: maya@momstride.example',
        '  Role: member',
        '  Business: Bloom Yoga Studio',
        '  Category: Fitness & Wellness',
      ]),
    );
    expect(lines.some((line) => line.startsWith('  Flags:'))).toBe(false);
  });

  it('marks the organization owner', async () => {
    const run = await show('olivia@momstride.example', false);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('  Role: admin\n  Flags: owner\n');
  });

  it('shows a freshly registered member by id', async () => {
    const member = await freshMember();
    const run = await show(member.id);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ id: member.id, email: member.email, role: 'member' });
  });

  it('exits 1 with "No user matches <x>" for an unknown e-mail or id', async () => {
    const email = 'nobody-here@test.example';
    expect(await show(email)).toEqual({ code: 1, stdout: '', stderr: `No user matches ${email}\n` });
    const id = '00000000-0000-4000-8000-000000000000';
    expect(await show(id)).toEqual({ code: 1, stdout: '', stderr: `No user matches ${id}\n` });
  });

  it('exits 2 for something that is neither an id nor an e-mail address', async () => {
    const run = await show('maya');
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('Expected a user id or an e-mail address, got "maya"\n');
  });

  it('tells a member that looking up e-mail addresses needs an admin', async () => {
    const member = await freshMember();
    const run = await runMomstride(['users', 'show', 'maya@momstride.example'], {
      configDir: tempConfigDir(),
      env: memberEnv(member),
    });
    expect(run).toEqual({
      code: 1,
      stdout: '',
      stderr: 'Admin access required\nSign in with an admin account: momstride auth login\n',
    });
  });
});
