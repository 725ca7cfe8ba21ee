import { describe, expect, it } from 'vitest';
import { runMomstride, tempConfigDir } from '../../test-support/cli-harness.js';
import { adminEnv, freshAdminApplicant, freshMember, memberEnv } from '../../test-support/users-harness.js';

interface Listed {
  id: string;
  email: string;
  role: string;
  hasPendingAdminRequest: boolean;
}

async function asAdmin(argv: string[]) {
  return runMomstride(argv, { configDir: tempConfigDir(), env: await adminEnv() });
}

async function requestsJson(): Promise<Listed[]> {
  const run = await asAdmin(['users', 'requests', '--json']);
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  return JSON.parse(run.stdout) as Listed[];
}

describe('momstride users requests / grant-admin', () => {
  it('lists an "Organization Admin" sign-up as a pending request, and grant-admin makes her an admin', async () => {
    const applicant = await freshAdminApplicant();
    expect((await requestsJson()).find((user) => user.id === applicant.id)).toMatchObject({
      email: applicant.email,
      role: 'member',
      hasPendingAdminRequest: true,
    });

    const plain = await asAdmin(['users', 'requests']);
    expect(plain.code).toBe(0);
    const line = plain.stdout.split('\n').find((entry) => entry.includes(applicant.email));
    expect(line?.split('\t')).toEqual([
      applicant.name,
      applicant.email,
      '',
      '',
      'member',
      '0/0',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      'pending admin request',
    ]);

    const refused = await asAdmin(['users', 'grant-admin', applicant.email]);
    expect(refused).toEqual({
      code: 2,
      stdout: '',
      stderr: `Refusing to grant ${applicant.name} admin access without --yes when not on a terminal\n`,
    });

    const grant = await asAdmin(['users', 'grant-admin', applicant.email, '--yes']);
    expect(grant).toEqual({ code: 0, stdout: `Granted admin access to ${applicant.name}\n`, stderr: '' });

    const shown = await asAdmin(['users', 'show', applicant.id, '--json']);
    expect(JSON.parse(shown.stdout)).toMatchObject({ role: 'admin', hasPendingAdminRequest: false });
    expect((await requestsJson()).map((user) => user.id)).not.toContain(applicant.id);

    const again = await asAdmin(['users', 'grant-admin', applicant.id, '--yes']);
    expect(again).toEqual({ code: 0, stdout: `${applicant.name} is already an admin\n`, stderr: '' });
  });

  it('refuses grant-admin for a member without a request, and for an unknown user', async () => {
    const member = await freshMember();
    const run = await asAdmin(['users', 'grant-admin', member.email, '--yes']);
    expect(run).toEqual({
      code: 1,
      stdout: '',
      stderr: `${member.name} has no pending admin request. To make them an admin anyway: momstride users set-role ${member.email} admin\n`,
    });
    expect(await asAdmin(['users', 'grant-admin', 'ghost@test.example', '--yes'])).toEqual({
      code: 1,
      stdout: '',
      stderr: 'No user matches ghost@test.example\n',
    });
  });

  it('tells a member that an admin is needed', async () => {
    const member = await freshMember();
    const applicant = await freshAdminApplicant();
    for (const argv of [
      ['users', 'requests'],
      ['users', 'grant-admin', applicant.id, '--yes'],
    ]) {
      const run = await runMomstride(argv, { configDir: tempConfigDir(), env: memberEnv(member) });
      expect(run).toEqual({
        code: 1,
        stdout: '',
        stderr: 'Admin access required\nSign in with an admin account: momstride auth login\n',
      });
    }
  });
});
