import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphql, runMomstride, tempConfigDir } from '../../test-support/cli-harness.js';
import { adminEnv, freshMember, memberEnv, runOnTerminal } from '../../test-support/users-harness.js';
import { eventually } from '@momstride/testing';

async function asAdmin(argv: string[]) {
  return runMomstride(argv, { configDir: tempConfigDir(), env: await adminEnv() });
}

async function exists(target: string): Promise<boolean> {
  const run = await asAdmin(['users', 'show', target, '--json']);
  if (run.code === 0) return true;
  expect(run).toEqual({ code: 1, stdout: '', stderr: `No user matches ${target}\n` });
  return false;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('momstride users delete', () => {
  it('deletes a member with --yes: gone by e-mail and by id, the session ends', async () => {
    const member = await freshMember();
    const run = await asAdmin(['users', 'delete', member.email, '--yes']);
    expect(run).toEqual({ code: 0, stdout: `Deleted ${member.name}\n`, stderr: '' });
    expect(await exists(member.email)).toBe(false);
    expect(await exists(member.id)).toBe(false);
    const me = await graphql('query { me { id } }', {}, member.accessToken);
    expect(me.data ?? null).toBeNull();
  });

  it('refuses the organization owner with exit 1', async () => {
    const run = await asAdmin(['users', 'delete', '0b6a4f1e-5d1c-4c1e-9a51-000000000001', '--yes']);
    expect(run).toEqual({ code: 1, stdout: '', stderr: 'The organization owner cannot be changed or deleted\n' });
    expect(await exists('olivia@momstride.example')).toBe(true);
  });

  it('refuses to act without --yes when not on a terminal (exit 2)', async () => {
    const member = await freshMember();
    const run = await asAdmin(['users', 'delete', member.id]);
    expect(run).toEqual({
      code: 2,
      stdout: '',
      stderr: `Refusing to delete ${member.name} without --yes when not on a terminal\n`,
    });
    expect(await exists(member.id)).toBe(true);
  });

  it('tells a member that an admin is needed', async () => {
    const member = await freshMember();
    const target = await freshMember();
    const run = await runMomstride(['users', 'delete', target.id, '--yes'], {
      configDir: tempConfigDir(),
      env: memberEnv(member),
    });
    expect(run).toEqual({
      code: 1,
      stdout: '',
      stderr: 'Admin access required\nSign in with an admin account: momstride auth login\n',
    });
    expect(await exists(target.id)).toBe(true);
  });

  it('exits 1 for an unknown user', async () => {
    const id = '00000000-0000-4000-8000-00000000dead';
    expect(await asAdmin(['users', 'delete', id, '--yes'])).toEqual({
      code: 1,
      stdout: '',
      stderr: `No user matches ${id}\n`,
    });
  });

  describe('on a terminal (Ink confirm)', () => {
    it('"n" cancels with exit 1; "y" deletes', async () => {
      vi.stubEnv('CI', 'false');
      vi.stubEnv('CONTINUOUS_INTEGRATION', 'false');
      const member = await freshMember();

      const declined = runOnTerminal(['users', 'delete', member.email], await adminEnv());
      await eventually(
        () => declined.terminal.screen().includes(`Delete ${member.name} (${member.email})?`) && declined.terminal.isListening() || undefined,
        15_000,
        'the confirm prompt',
      );
      declined.terminal.type('n');
      expect(await declined.done).toBe(1);
      expect(declined.terminal.stderrText()).toBe('Cancelled.\n');
      expect(await exists(member.id)).toBe(true);

      const accepted = runOnTerminal(['users', 'delete', member.email], await adminEnv());
      await eventually(() => accepted.terminal.isListening() || undefined, 15_000, 'the confirm prompt');
      accepted.terminal.type('y');
      expect(await accepted.done).toBe(0);
      expect(accepted.terminal.screen()).toContain(`Deleted ${member.name}`);
      expect(await exists(member.id)).toBe(false);
    });
  });
});
