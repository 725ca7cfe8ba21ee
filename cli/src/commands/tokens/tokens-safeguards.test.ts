/**
 * The CLI side of what keeps personal access tokens in their owner's hands (docs/security.md, M1): the password again
 * on standard input for an old login, `auth logout --everywhere`, and an admin's `tokens list/revoke --user`.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { queryRows, subgraphDatabaseUrl } from '@momstride/testing';
import { credentialsPath, graphql, REFRESH, runMomstride, tempConfigDir } from '../../test-support/cli-harness.js';
import { adminEnv, freshMember, memberEnv, type FreshUser } from '../../test-support/users-harness.js';

interface TokenJson {
  id: string;
  name: string;
  scopes: string[];
  secret?: string;
}

const uniqueName = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;

async function createJson(member: FreshUser, ...flags: string[]): Promise<TokenJson> {
  const run = await runMomstride(['tokens', 'create', '--json', ...flags], { configDir: tempConfigDir(), env: memberEnv(member) });
  expect(run).toMatchObject({ code: 0, stderr: '' });
  return JSON.parse(run.stdout) as TokenJson;
}

/** True once the gateway refuses `secret` (a revoked token reads as anonymous). */
const refused = async (secret: string): Promise<boolean> => (await graphql('{ me { id } }', {}, secret)).errors?.[0]?.extensions?.code === 'UNAUTHENTICATED';

describe('momstride tokens create after an old login', () => {
  it('is refused without the password; --password-stdin gives it', async () => {
    const member = await freshMember();
    // Her login was an hour ago: the refresh family is backdated, and the refreshed access token says so (auth_time).
    await queryRows(subgraphDatabaseUrl('accounts'), "update refresh_tokens set created_at = created_at - interval '1 hour' where user_id = $1", [member.id]);
    const refreshed = await graphql<{ refreshSession: { accessToken: string } }>(REFRESH, { refreshToken: member.refreshToken });
    const env = { MOMSTRIDE_TOKEN: refreshed.data!.refreshSession.accessToken };

    const without = await runMomstride(['tokens', 'create', '--name', 'Backup'], { configDir: tempConfigDir(), env });
    expect(without).toMatchObject({ code: 1, stdout: '' });
    expect(without.stderr).toContain('Enter your password again: you signed in more than 5 minutes ago');
    const wrong = await runMomstride(['tokens', 'create', '--name', 'Backup', '--password-stdin'], { configDir: tempConfigDir(), env, stdin: 'not-it\n' });
    expect(wrong).toMatchObject({ code: 1, stdout: '' });
    expect(wrong.stderr).toContain('That password is not right');
    const empty = await runMomstride(['tokens', 'create', '--name', 'Backup', '--password-stdin'], { configDir: tempConfigDir(), env, stdin: '' });
    expect(empty).toMatchObject({ code: 2 });

    const made = await runMomstride(['tokens', 'create', '--name', 'Backup', '--password-stdin', '--json'], {
      configDir: tempConfigDir(),
      env,
      stdin: `${member.password}\n`,
    });
    expect(made).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(made.stdout)).toMatchObject({ name: 'Backup', secret: expect.stringMatching(/^msp_/) });
  });

  it('an admin-scope token needs an expiry of at most 90 days', async () => {
    const admin = await adminEnv();
    const never = await runMomstride(['tokens', 'create', '--name', uniqueName('Ops'), '--scope', 'admin', '--no-expiry'], { configDir: tempConfigDir(), env: admin });
    expect(never).toMatchObject({ code: 1, stdout: '' });
    expect(never.stderr).toContain('A token with the admin scope must expire: choose 1 to 90 days');
  });
});

describe('momstride auth logout --everywhere', () => {
  it('ends every session and revokes every token, then forgets the stored login', async () => {
    const member = await freshMember();
    const configDir = tempConfigDir();
    const login = await runMomstride(['auth', 'login', '--email', member.email, '--password-stdin'], { configDir, stdin: `${member.password}\n` });
    expect(login.code).toBe(0);
    const token = await createJson(member, '--name', uniqueName('Script'));
    expect(await refused(token.secret!)).toBe(false);

    const unattended = await runMomstride(['auth', 'logout', '--everywhere'], { configDir });
    expect(unattended.code).toBe(2);
    expect(unattended.stderr).toContain('Refusing to sign out everywhere without --yes when not on a terminal');

    const out = await runMomstride(['auth', 'logout', '--everywhere', '--yes'], { configDir });
    expect(out).toEqual({
      code: 0,
      stdout: 'Signed out everywhere: ended 2 sessions and revoked 1 personal access token. Log in again with momstride auth login.\n',
      stderr: '',
    });
    expect(existsSync(credentialsPath(configDir))).toBe(false);
    await expect.poll(() => refused(token.secret!), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => refused(member.accessToken), { timeout: 10_000 }).toBe(true);
    expect((await graphql(REFRESH, { refreshToken: member.refreshToken })).errors?.[0]?.message).toBe('Invalid refresh token');
  });
});

describe('momstride tokens list/revoke --user (admins)', () => {
  it("an admin lists a member's tokens by e-mail and revokes one; a member is refused", async () => {
    const member = await freshMember();
    const kept = await createJson(member, '--name', uniqueName('Kept'));
    const leaked = await createJson(member, '--name', uniqueName('Leaked'), '--scope', 'write');
    const admin = await adminEnv();

    const listed = await runMomstride(['tokens', 'list', '--user', member.email, '--json'], { configDir: tempConfigDir(), env: admin });
    expect(listed).toMatchObject({ code: 0, stderr: '' });
    expect((JSON.parse(listed.stdout) as TokenJson[]).map((token) => token.id)).toEqual([leaked.id, kept.id]);
    expect(listed.stdout).not.toContain(leaked.secret!.slice(12));

    const byMember = await runMomstride(['tokens', 'list', '--user', member.email], { configDir: tempConfigDir(), env: memberEnv(await freshMember()) });
    expect(byMember.code).toBe(1);
    expect(byMember.stderr).toContain('Admin access required');
    const nobody = await runMomstride(['tokens', 'list', '--user', `nobody-${randomUUID()}@test.example`], { configDir: tempConfigDir(), env: admin });
    expect(nobody.code).toBe(1);
    expect(nobody.stderr).toContain('No user matches');

    const revoked = await runMomstride(['tokens', 'revoke', leaked.id, '--user', member.id, '--yes'], { configDir: tempConfigDir(), env: admin });
    expect(revoked).toMatchObject({ code: 0, stderr: '' });
    expect(revoked.stdout).toContain(`of ${member.name}`);
    await expect.poll(() => refused(leaked.secret!), { timeout: 10_000 }).toBe(true);
    expect(await refused(kept.secret!)).toBe(false);
    const after = await runMomstride(['tokens', 'list', '--user', member.id, '--json'], { configDir: tempConfigDir(), env: admin });
    expect((JSON.parse(after.stdout) as TokenJson[]).map((token) => token.id)).toEqual([kept.id]);

    const again = await runMomstride(['tokens', 'revoke', leaked.id, '--user', member.id, '--yes'], { configDir: tempConfigDir(), env: admin });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('Token not found');
  });
});
