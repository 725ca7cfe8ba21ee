import { afterEach, describe, expect, it, vi } from 'vitest';
import { runMomstride, tempConfigDir } from '../../test-support/cli-harness.js';
import { adminEnv, freshMember, memberEnv, runOnTerminal } from '../../test-support/users-harness.js';
import { eventually } from '@momstride/testing';

async function asAdmin(argv: string[]) {
  return runMomstride(argv, { configDir: tempConfigDir(), env: await adminEnv() });
}

async function roleOf(target: string): Promise<string> {
  const run = await asAdmin(['users', 'show', target, '--json']);
  expect(run.code).toBe(0);
  return (JSON.parse(run.stdout) as { role: string }).role;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('momstride users set-role', () => {
  it('changes a member to admin and back with --yes', async () => {
    const member = await freshMember();
    const promote = await asAdmin(['users', 'set-role', member.email, 'admin', '--yes']);
    expect(promote).toEqual({ code: 0, stdout: `Changed ${member.name}'s role to admin\n`, stderr: '' });
    expect(await roleOf(member.email)).toBe('admin');

    const demote = await asAdmin(['users', 'set-role', member.id, 'member', '--yes']);
    expect(demote).toEqual({ code: 0, stdout: `Changed ${member.name}'s role to member\n`, stderr: '' });
    expect(await roleOf(member.id)).toBe('member');
  });

  it('changes nothing when the user already has the role', async () => {
    const member = await freshMember();
    const run = await asAdmin(['users', 'set-role', member.email, 'member']);
    expect(run).toEqual({ code: 0, stdout: `${member.name} is already a member\n`, stderr: '' });
  });

  it('refuses the organization owner with exit 1', async () => {
    const run = await asAdmin(['users', 'set-role', 'olivia@momstride.example', 'member', '--yes']);
    expect(run).toEqual({ code: 1, stdout: '', stderr: 'The organization owner cannot be changed or deleted\n' });
    expect(await roleOf('olivia@momstride.example')).toBe('admin');
  });

  it('refuses to act without --yes when not on a terminal (exit 2)', async () => {
    const member = await freshMember();
    const run = await asAdmin(['users', 'set-role', member.email, 'admin']);
    expect(run).toEqual({
      code: 2,
      stdout: '',
      stderr: `Refusing to change ${member.name}'s role without --yes when not on a terminal\n`,
    });
    expect(await roleOf(member.email)).toBe('member');
  });

  it.each([['by e-mail'], ['by id']])('tells a member that an admin is needed (%s)', async (how) => {
    const member = await freshMember();
    const target = await freshMember();
    const run = await runMomstride(
      ['users', 'set-role', how === 'by id' ? target.id : target.email, 'admin', '--yes'],
      { configDir: tempConfigDir(), env: memberEnv(member) },
    );
    expect(run).toEqual({
      code: 1,
      stdout: '',
      stderr: 'Admin access required\nSign in with an admin account: momstride auth login\n',
    });
    expect(await roleOf(target.id)).toBe('member');
  });

  it('exits 1 for an unknown user and 2 for an unknown role', async () => {
    expect(await asAdmin(['users', 'set-role', 'ghost@test.example', 'admin', '--yes'])).toEqual({
      code: 1,
      stdout: '',
      stderr: 'No user matches ghost@test.example\n',
    });
    const badRole = await asAdmin(['users', 'set-role', 'maya@momstride.example', 'owner', '--yes']);
    expect(badRole.code).toBe(2);
    expect(badRole.stderr).toMatch(/value 'owner' is invalid for argument 'role'. Allowed choices are admin, member/);
  });

  describe('on a terminal (Ink confirm)', () => {
    it('"y" changes the role', async () => {
      vi.stubEnv('CI', 'false');
      vi.stubEnv('CONTINUOUS_INTEGRATION', 'false');
      const member = await freshMember();
      const { terminal, done } = runOnTerminal(['users', 'set-role', member.email, 'admin'], await adminEnv());
      await eventually(
        () => terminal.screen().includes(`Change ${member.name}'s role from member to admin?`) && terminal.isListening() || undefined,
        15_000,
        'the confirm prompt',
      );
      terminal.type('y');
      expect(await done).toBe(0);
      expect(terminal.screen()).toMatch(/role from member to admin\? +yes/);
      expect(terminal.screen()).toContain(`Changed ${member.name}'s role to admin`);
      expect(await roleOf(member.id)).toBe('admin');
    });

    it('"n" cancels with exit 1 and changes nothing', async () => {
      vi.stubEnv('CI', 'false');
      vi.stubEnv('CONTINUOUS_INTEGRATION', 'false');
      const member = await freshMember();
      const { terminal, done } = runOnTerminal(['users', 'set-role', member.email, 'admin'], await adminEnv());
      await eventually(() => terminal.isListening() || undefined, 15_000, 'the confirm prompt');
      terminal.type('n');
      expect(await done).toBe(1);
      expect(terminal.stderrText()).toBe('Cancelled.\n');
      expect(terminal.screen()).toMatch(/role from member to admin\? +no/);
      expect(terminal.screen()).not.toContain('Changed');
      expect(await roleOf(member.id)).toBe('member');
    });
  });
});
