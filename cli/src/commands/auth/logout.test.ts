import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CredentialStore } from '../../services/credentials.js';
import { credentialsPath, gatewayUrl, graphql, readCredentials, REFRESH, runMomstride, tempConfigDir } from '../../test-support/cli-harness.js';
import { registerMember } from '@momstride/testing';

describe('momstride auth logout', () => {
  it('ends the session on the server and removes the stored credentials', async () => {
    const member = await registerMember();
    const configDir = tempConfigDir();
    const login = await runMomstride(['auth', 'login', '--email', member.email, '--password-stdin'], {
      configDir,
      stdin: `${member.password}\n`,
    });
    expect(login.code).toBe(0);
    const refreshToken = (await readCredentials(configDir)).hosts[gatewayUrl()]?.refreshToken;
    expect(refreshToken).toEqual(expect.any(String));

    const run = await runMomstride(['auth', 'logout'], { configDir });
    expect(run).toEqual({
      code: 0,
      stdout: `Logged out of ${gatewayUrl()} (${member.firstName} ${member.lastName})\n`,
      stderr: '',
    });
    expect(existsSync(credentialsPath(configDir))).toBe(false);

    const reuse = await graphql(REFRESH, { refreshToken });
    expect(reuse.data ?? null).toBeNull();
    expect(reuse.errors?.length).toBeGreaterThan(0);

    const status = await runMomstride(['auth', 'status'], { configDir });
    expect(status.code).toBe(4);
  });

  it('keeps the credentials of other API URLs', async () => {
    const member = await registerMember();
    const configDir = tempConfigDir();
    await runMomstride(['auth', 'login', '--with-token'], { configDir, stdin: member.refreshToken });
    await new CredentialStore(configDir).save('https://other.example', { accessToken: 'a', refreshToken: 'r' });

    const run = await runMomstride(['auth', 'logout'], { configDir });
    expect(run.code).toBe(0);
    const left = await readCredentials(configDir);
    expect(Object.keys(left.hosts)).toEqual(['https://other.example']);
  });

  it('exits 4 when not logged in', async () => {
    const run = await runMomstride(['auth', 'logout'], { configDir: tempConfigDir() });
    expect(run.code).toBe(4);
    expect(run.stderr).toBe(`You are not logged in to ${gatewayUrl()}.\n`);
  });
});
