import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { CredentialStore } from '../../services/credentials.js';
import { gatewayUrl, graphql, readCredentials, runMomstride, tempConfigDir } from '../../test-support/cli-harness.js';
import { expiredAccessToken } from '../../test-support/expired-token.js';
import { DEMO_OWNER, registerMember } from '@momstride/testing';

async function loggedInConfigDir(email: string, password: string): Promise<string> {
  const configDir = tempConfigDir();
  const run = await runMomstride(['auth', 'login', '--email', email, '--password-stdin'], {
    configDir,
    stdin: `${password}\n`,
  });
  expect(run.code).toBe(0);
  return configDir;
}

const ME_ID = `query { me { id } }`;

describe('momstride auth status', () => {
  it('exits 4 with a hint when there are no credentials', async () => {
    const run = await runMomstride(['auth', 'status'], { configDir: tempConfigDir() });
    expect(run).toEqual({ code: 4, stdout: '', stderr: 'You are not logged in. Run: momstride auth login\n' });
  });

  it('--json prints who the server says you are', async () => {
    const configDir = await loggedInConfigDir(DEMO_OWNER.email, DEMO_OWNER.password);
    const run = await runMomstride(['auth', 'status', '--json'], { configDir });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const status = JSON.parse(run.stdout) as Record<string, unknown>;
    expect(status).toEqual({
      apiUrl: gatewayUrl(),
      tokenSource: 'stored',
      credentialsFile: `${configDir}/credentials.json`,
      user: {
        id: expect.any(String),
        email: DEMO_OWNER.email,
        firstName: 'Olivia',
        lastName: 'Bennett',
        role: 'admin',
        isOrganizationOwner: true,
        hasPendingAdminRequest: false,
      },
    });
  });

  it('prints plain text without colors when stdout is not a terminal', async () => {
    const configDir = await loggedInConfigDir(DEMO_OWNER.email, DEMO_OWNER.password);
    const run = await runMomstride(['auth', 'status'], { configDir });
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      [
        gatewayUrl(),
        '  Logged in as Olivia Bennett (olivia@momstride.example)',
        '  Role: admin, organization owner',
        `  Token: stored in ${configDir}/credentials.json`,
        '',
      ].join('\n'),
    );
    // eslint-disable-next-line no-control-regex
    expect(run.stdout).not.toMatch(/\u001B\[/);
  });

  it('uses MOMSTRIDE_TOKEN over the stored credentials', async () => {
    const configDir = await loggedInConfigDir(DEMO_OWNER.email, DEMO_OWNER.password);
    const member = await registerMember();
    const run = await runMomstride(['auth', 'status', '--json'], {
      configDir,
      env: { MOMSTRIDE_TOKEN: member.accessToken },
    });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({
      tokenSource: 'env',
      user: { email: member.email, role: 'member', isOrganizationOwner: false },
    });
  });

  it('exits 4 when MOMSTRIDE_TOKEN is rejected', async () => {
    const run = await runMomstride(['auth', 'status'], {
      configDir: tempConfigDir(),
      env: { MOMSTRIDE_TOKEN: 'garbage.token.value' },
    });
    expect(run.code).toBe(4);
    expect(run.stderr).toMatch(/^The access token in MOMSTRIDE_TOKEN was rejected/);
  });

  it('refreshes once when the stored access token is rejected and saves the rotated pair', async () => {
    const member = await registerMember();
    const configDir = tempConfigDir();
    const store = new CredentialStore(configDir);
    await store.save(gatewayUrl(), { accessToken: 'garbage-access-token', refreshToken: member.refreshToken });

    const run = await runMomstride(['auth', 'status', '--json'], { configDir });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ user: { email: member.email } });

    const stored = (await readCredentials(configDir)).hosts[gatewayUrl()];
    expect(stored?.accessToken).not.toBe('garbage-access-token');
    expect(stored?.refreshToken).not.toBe(member.refreshToken);
    const me = await graphql<{ me: { id: string } }>(ME_ID, {}, stored?.accessToken);
    expect(me.data?.me.id).toEqual(expect.any(String));
  });

  it('refreshes an expired (correctly signed) access token', async () => {
    const member = await registerMember();
    const me = await graphql<{ me: { id: string } }>(ME_ID, {}, member.accessToken);
    const userId = me.data?.me.id ?? '';
    const expired = expiredAccessToken(userId, 'member');
    const rejected = await graphql(ME_ID, {}, expired);
    expect(rejected.errors?.length).toBeGreaterThan(0);

    const configDir = tempConfigDir();
    await new CredentialStore(configDir).save(gatewayUrl(), {
      accessToken: expired,
      refreshToken: member.refreshToken,
    });
    const run = await runMomstride(['auth', 'status', '--json'], { configDir });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ user: { id: userId } });
    const stored = (await readCredentials(configDir)).hosts[gatewayUrl()];
    expect(stored?.accessToken).not.toBe(expired);
    expect(stored?.refreshToken).not.toBe(member.refreshToken);
  });

  it('exits 4 asking to log in again when the refresh token is no longer valid', async () => {
    const configDir = tempConfigDir();
    await new CredentialStore(configDir).save(gatewayUrl(), {
      accessToken: 'garbage-access-token',
      refreshToken: 'unknown-refresh-token-value',
    });
    const run = await runMomstride(['auth', 'status'], { configDir });
    expect(run.code).toBe(4);
    expect(run.stderr).toBe('Your session has expired or was revoked. Run: momstride auth login\n');
  });

  it('exits 1 with "Could not reach MomStride at <url>" when nothing listens there', async () => {
    const port = await new Promise<number>((resolve) => {
      const server = createServer();
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    const configDir = tempConfigDir();
    await new CredentialStore(configDir).save(`http://127.0.0.1:${port}`, { accessToken: 'x', refreshToken: 'y' });
    const run = await runMomstride(['--api', `http://127.0.0.1:${port}`, 'auth', 'status'], { configDir });
    expect(run).toEqual({ code: 1, stdout: '', stderr: `Could not reach MomStride at http://127.0.0.1:${port}\n` });
  });
});
