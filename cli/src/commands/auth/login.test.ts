import { describe, expect, it } from 'vitest';
import { credentialsPath, fileMode, gatewayUrl, graphql, readCredentials, runMomstride, tempConfigDir } from '../../test-support/cli-harness.js';
import { fakeTerminal } from '../../test-support/fake-terminal.js';
import { afterEffects } from '../../test-support/after-effects.js';
import { runCli } from '../../cli.js';
import { DEMO_OWNER, eventually, loginOwner, registerMember } from '@momstride/testing';

describe('momstride auth login', () => {
  it('logs in with --email and --password-stdin and stores the pair with mode 0600', async () => {
    const configDir = tempConfigDir();
    const run = await runMomstride(['auth', 'login', '--email', DEMO_OWNER.email, '--password-stdin'], {
      configDir,
      stdin: `${DEMO_OWNER.password}\n`,
    });
    expect(run).toMatchObject({ code: 0, stdout: 'Logged in as Olivia Bennett (olivia@momstride.example)\n' });
    expect(await fileMode(credentialsPath(configDir))).toBe(0o600);
    const stored = (await readCredentials(configDir)).hosts[gatewayUrl()];
    expect(stored?.refreshToken).toEqual(expect.any(String));
  });

  it('prompts on a terminal (Ink form) when no flags are given', async () => {
    // (testing/src/setup/interactive-terminal.ts makes Ink render every frame, as on a person's terminal.)
    const configDir = tempConfigDir();
    const terminal = fakeTerminal();
    const running = runCli(['auth', 'login'], {
      io: terminal.io,
      env: { MOMSTRIDE_API: gatewayUrl(), MOMSTRIDE_CONFIG_DIR: configDir },
    });
    // Each prompt subscribes to keys in an effect that runs just after its frame is drawn; a person cannot
    // type inside that window, so the test lets React run it (afterEffects) before typing.
    await eventually(() => terminal.screen().includes('Email:') && terminal.isListening() || undefined, 15_000, 'the e-mail prompt');
    await afterEffects();
    terminal.type(DEMO_OWNER.email);
    await eventually(() => terminal.screen().includes(DEMO_OWNER.email) || undefined, 15_000, 'the typed e-mail');
    await afterEffects();
    terminal.type('\r');
    await eventually(() => terminal.screen().includes('Password:') || undefined, 15_000, 'the password prompt');
    await afterEffects();
    terminal.type(DEMO_OWNER.password);
    await eventually(() => terminal.screen().includes('*'.repeat(DEMO_OWNER.password.length)) || undefined, 15_000, 'the masked password');
    await afterEffects();
    terminal.type('\r');
    expect(await running).toBe(0);
    expect(terminal.screen()).toContain('Logged in as Olivia Bennett (olivia@momstride.example)');
    expect(terminal.screen()).not.toContain(DEMO_OWNER.password);
    expect((await readCredentials(configDir)).hosts[gatewayUrl()]?.user?.email).toBe(DEMO_OWNER.email);
  });

  it('fails with exit 1 and the server message on a wrong password, storing nothing', async () => {
    const member = await registerMember();
    const expected = await graphql(
      `mutation ($input: LoginInput!) { login(input: $input) { accessToken } }`,
      { input: { email: member.email, password: 'definitely-wrong-1' } },
    );
    const serverMessage = expected.errors?.[0]?.message;
    expect(serverMessage).toEqual(expect.any(String));

    const configDir = tempConfigDir();
    const run = await runMomstride(['auth', 'login', '--email', member.email, '--password-stdin'], {
      configDir,
      stdin: 'definitely-wrong-2\n',
    });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim()).toBe(serverMessage);
    await expect(readCredentials(configDir)).rejects.toThrow(/ENOENT/);
  });

  it('exchanges a refresh token given with --with-token for a rotated pair', async () => {
    const member = await registerMember();
    const configDir = tempConfigDir();
    const run = await runMomstride(['auth', 'login', '--with-token'], {
      configDir,
      stdin: `${member.refreshToken}\n`,
    });
    expect(run.stderr).toBe('');
    expect(run).toMatchObject({ code: 0, stdout: `Logged in as ${member.firstName} ${member.lastName} (${member.email})\n` });
    const stored = (await readCredentials(configDir)).hosts[gatewayUrl()];
    expect(stored?.refreshToken).toEqual(expect.any(String));
    expect(stored?.refreshToken).not.toBe(member.refreshToken);

    const status = await runMomstride(['auth', 'status', '--json'], { configDir });
    expect(status.code).toBe(0);
    expect(JSON.parse(status.stdout)).toMatchObject({ user: { email: member.email } });
  });

  it('stores an access token (JWT) given with --with-token as it is', async () => {
    const session = await loginOwner();
    const configDir = tempConfigDir();
    const run = await runMomstride(['auth', 'login', '--with-token'], { configDir, stdin: session.accessToken });
    expect(run).toMatchObject({ code: 0, stdout: 'Logged in as Olivia Bennett (olivia@momstride.example)\n' });
    const stored = (await readCredentials(configDir)).hosts[gatewayUrl()];
    expect(stored?.accessToken).toBe(session.accessToken);
    expect(stored?.refreshToken).toBeUndefined();
  });

  it('rejects a token the server does not accept with exit 1', async () => {
    const configDir = tempConfigDir();
    const run = await runMomstride(['auth', 'login', '--with-token'], { configDir, stdin: 'not-a-real-refresh-token' });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^The token was rejected: /);
    await expect(readCredentials(configDir)).rejects.toThrow(/ENOENT/);
  });

  it.each([
    [['auth', 'login'], /Not running in a terminal/],
    [['auth', 'login', '--password-stdin'], /--password-stdin requires --email/],
    [['auth', 'login', '--with-token', '--email', 'a@b.example'], /cannot be combined/],
    [['auth', 'login', '--email'], /argument missing/],
    [['auth', 'login', '--nope'], /unknown option '--nope'/],
    [['auth', 'frobnicate'], /unknown command 'frobnicate'/],
    [['--api', 'not a url', 'auth', 'status'], /Invalid API URL/],
  ])('exits 2 on bad usage: %j', async (argv, message) => {
    const run = await runMomstride(argv, { configDir: tempConfigDir() });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
  });
});
