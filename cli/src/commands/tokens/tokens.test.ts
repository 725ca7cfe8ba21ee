import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { gatewayUrl, graphql, readCredentials, runMomstride, tempConfigDir } from '../../test-support/cli-harness.js';
import { createTestEvent, readTestEvent } from '../../test-support/events-harness.js';
import { freshMember, memberEnv, runOnTerminal, type FreshUser } from '../../test-support/users-harness.js';
import { eventually, loginOwner } from '@momstride/testing';

interface TokenJson {
  id: string;
  name: string;
  scopes: string[];
  prefix: string;
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
  expired: boolean;
  secret?: string;
}

const FORBIDDEN_WITH_PAT = "Sign in to manage access tokens — a personal access token can't manage tokens";
const PAT_REFUSED = 'Your personal access token was refused: it was revoked or has expired. Log in again: momstride auth login';

const uniqueName = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;

/** Creates a token through GraphQL with a session's access token: its id and secret. */
async function tokenFor(accessToken: string, scopes: string[]): Promise<{ id: string; secret: string; name: string }> {
  const name = uniqueName('Test token');
  const answer = await graphql<{ createAccessToken: { secret: string; token: { id: string } } }>(
    'mutation ($input: CreateAccessTokenInput!) { createAccessToken(input: $input) { secret token { id } } }',
    { input: { name, scopes, expiresInDays: 1 } },
    accessToken,
  );
  const created = answer.data?.createAccessToken;
  if (!created) throw new Error(`createAccessToken failed: ${JSON.stringify(answer.errors)}`);
  return { id: created.token.id, secret: created.secret, name };
}

async function createJson(member: FreshUser, ...flags: string[]): Promise<TokenJson> {
  const run = await runMomstride(['tokens', 'create', '--json', ...flags], { configDir: tempConfigDir(), env: memberEnv(member) });
  expect(run).toMatchObject({ code: 0, stderr: '' });
  return JSON.parse(run.stdout) as TokenJson;
}

async function listJson(member: FreshUser): Promise<TokenJson[]> {
  const run = await runMomstride(['tokens', 'list', '--json'], { configDir: tempConfigDir(), env: memberEnv(member) });
  expect(run).toMatchObject({ code: 0, stderr: '' });
  return JSON.parse(run.stdout) as TokenJson[];
}

describe('momstride tokens', () => {
  it('create prints the secret once; list shows the tokens newest first; revoke --yes removes one', async () => {
    const member = await freshMember();
    const env = memberEnv(member);
    const empty = await runMomstride(['tokens', 'list'], { configDir: tempConfigDir(), env });
    expect(empty).toEqual({ code: 0, stdout: '', stderr: 'No access tokens yet. Create one: momstride tokens create --name <name>\n' });

    const name = uniqueName('Nightly export');
    const first = await createJson(member, '--name', name, '--scope', 'write', '--expires-in-days', '7');
    expect(first).toMatchObject({ name, scopes: ['read', 'write'], expired: false, lastUsedAt: null });
    expect(first.secret).toMatch(/^msp_/);
    expect(first.secret?.startsWith(first.prefix)).toBe(true);
    const days = (Date.parse(first.expiresAt ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    // Piped: stdout is the secret alone; the summary and the warning go to stderr. Default: read, 30 days.
    const piped = await runMomstride(['tokens', 'create', '--name', 'Second'], { configDir: tempConfigDir(), env });
    expect(piped.code).toBe(0);
    expect(piped.stdout).toMatch(/^msp_\S+\n$/);
    expect(piped.stderr).toContain('Created token "Second" (msp_');
    expect(piped.stderr).toContain("Copy it now — it won't be shown again.");

    const listed = await listJson(member);
    expect(listed.map((token) => token.name)).toEqual(['Second', name]);
    expect(listed[0]).toMatchObject({ scopes: ['read'], expired: false });
    expect((Date.parse(listed[0]?.expiresAt ?? '') - Date.now()) / 86_400_000).toBeGreaterThan(29.9);
    expect(JSON.stringify(listed)).not.toContain(first.secret);

    const lines = await runMomstride(['tokens', 'list'], { configDir: tempConfigDir(), env });
    expect(lines.code).toBe(0);
    const row = lines.stdout.split('\n').find((line) => line.startsWith(`${first.id}\t`));
    expect(row?.split('\t')).toEqual([first.id, name, 'read,write', first.prefix, first.createdAt, '', first.expiresAt, 'false']);

    const refused = await runMomstride(['tokens', 'revoke', first.id], { configDir: tempConfigDir(), env });
    expect(refused).toEqual({ code: 2, stdout: '', stderr: 'Refusing to revoke a token without --yes when not on a terminal\n' });
    const revoked = await runMomstride(['tokens', 'revoke', first.id, '--yes'], { configDir: tempConfigDir(), env });
    expect(revoked).toMatchObject({ code: 0, stderr: '' });
    expect(revoked.stdout).toBe(`Revoked token "${name}" (${first.prefix}…, scopes read, write)\n`);
    expect((await listJson(member)).map((token) => token.name)).toEqual(['Second']);

    const again = await runMomstride(['tokens', 'revoke', first.id, '--yes'], { configDir: tempConfigDir(), env });
    expect(again.code).toBe(1);
    expect(again.stderr.trim()).not.toBe('');
  });

  it('on a terminal list is a table with the prefix, when it was last used and when it expires', async () => {
    const member = await freshMember();
    const token = await tokenFor(member.accessToken, ['read', 'write']);
    const { terminal, done } = runOnTerminal(['tokens', 'list'], memberEnv(member), { columns: 200 });
    expect(await done).toBe(0);
    const screen = terminal.screen();
    expect(screen).toMatch(/ID\s+NAME\s+SCOPES\s+PREFIX\s+CREATED\s+LAST USED\s+EXPIRES\n/);
    const row = screen.split('\n').find((line) => line.startsWith(`${token.id} `));
    expect(row).toMatch(new RegExp(`^${token.id}\\s+${token.name}\\s+read, write\\s+msp_\\S{8}…\\s+\\w{3} \\d{1,2}, \\d{4}\\s+never\\s+\\w{3} \\d{1,2}, \\d{4}\\s*$`));
    expect(screen.trimEnd().split('\n').at(-1)).toBe('1 token');
  });

  it('on a terminal revoke names the token and asks first', async () => {
    const member = await freshMember();
    const token = await tokenFor(member.accessToken, ['read']);
    const { terminal, done } = runOnTerminal(['tokens', 'revoke', token.id], memberEnv(member), { columns: 200 });
    await eventually(
      () => terminal.screen().includes(`Revoke token "${token.name}" (msp_`) && terminal.screen().includes('stop working within a second') && terminal.isListening() || undefined,
      15_000,
      'the confirm prompt',
    ).catch((error: unknown) => {
      throw new Error(`${String(error)}; the screen:\n${terminal.screen()}`);
    });
    terminal.type('y');
    expect(await done).toBe(0);
    expect(terminal.screen()).toContain(`Revoked token "${token.name}"`);
  });

  it.each([
    [['tokens', 'create'], /required option '--name <name>' not specified/],
    [['tokens', 'create', '--name', 'x', '--scope', 'everything'], /Allowed choices are read, write, admin/],
    [['tokens', 'create', '--name', 'x', '--expires-in-days', 'soon'], /--expires-in-days must be a whole number of days/],
    [['tokens', 'create', '--name', 'x', '--expires-in-days', '5', '--no-expiry'], /either --expires-in-days or --no-expiry/],
    [['tokens', 'create', '--name', '   '], /--name must not be empty/],
    [['tokens', 'revoke'], /missing required argument 'id'/],
  ])('usage errors exit 2: %j', async (argv, message) => {
    const run = await runMomstride(argv, { configDir: tempConfigDir(), env: memberEnv(await freshMember()) });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
  });

  it("server refusals exit 1 with the server's words: admin scope for a member, a taken name, a year and more", async () => {
    const member = await freshMember();
    const env = memberEnv(member);
    const admin = await runMomstride(['tokens', 'create', '--name', 'Mod', '--scope', 'admin'], { configDir: tempConfigDir(), env });
    expect(admin).toMatchObject({ code: 1, stdout: '' });
    expect(admin.stderr).toContain('Only admins can create tokens with the admin scope');

    await createJson(member, '--name', 'Twice');
    const twice = await runMomstride(['tokens', 'create', '--name', 'Twice'], { configDir: tempConfigDir(), env });
    expect(twice).toMatchObject({ code: 1, stdout: '' });
    expect(twice.stderr).toMatch(/already have a token named/);

    const long = await runMomstride(['tokens', 'create', '--name', 'Long', '--expires-in-days', '400'], { configDir: tempConfigDir(), env });
    expect(long).toMatchObject({ code: 1, stdout: '' });
    expect(long.stderr.trim()).not.toBe('');
  });
});

describe('momstride auth login --with-token and a personal access token', () => {
  it('stores the token, names its scopes, reads with it, is refused a write and token management, and exit 4 once revoked', async () => {
    const session = await loginOwner();
    const token = await tokenFor(session.accessToken, ['read', 'admin']);
    const configDir = tempConfigDir();

    const login = await runMomstride(['auth', 'login', '--with-token'], { configDir, stdin: `${token.secret}\n` });
    expect(login).toEqual({
      code: 0,
      stdout: 'Logged in as Olivia Bennett (olivia@momstride.example) with a personal access token (scopes: read, admin)\n',
      stderr: '',
    });
    const stored = (await readCredentials(configDir)).hosts[gatewayUrl()];
    expect(stored?.accessToken).toBe(token.secret);
    expect(stored?.refreshToken).toBeUndefined();

    const status = await runMomstride(['auth', 'status'], { configDir });
    expect(status.code).toBe(0);
    expect(status.stdout).toContain('Logged in as Olivia Bennett (olivia@momstride.example) with a personal access token (scopes: read, admin)');
    const statusJson = await runMomstride(['auth', 'status', '--json'], { configDir });
    expect(JSON.parse(statusJson.stdout)).toMatchObject({ personalAccessToken: { scopes: ['read', 'admin'] } });

    // Reading works (events for everyone, users with the admin scope).
    const events = await runMomstride(['events', 'list', '--json', '--limit', '2'], { configDir });
    expect(events).toMatchObject({ code: 0, stderr: '' });
    expect(Array.isArray(JSON.parse(events.stdout))).toBe(true);
    const users = await runMomstride(['users', 'list', '--json', '--limit', '2'], { configDir });
    expect(users).toMatchObject({ code: 0, stderr: '' });

    // Writing is not in its scopes: the server's words, exit 1.
    const write = await graphql('mutation { __typename }', {}, token.secret);
    const refusal = write.errors?.[0]?.message;
    expect(refusal).toEqual(expect.any(String));
    const event = await createTestEvent();
    const cancel = await runMomstride(['events', 'cancel', event.id, '--yes'], { configDir });
    expect(cancel.code).toBe(1);
    expect(cancel.stderr.trim()).toBe(refusal);
    expect((await readTestEvent(event.id)).status).not.toBe('cancelled');

    // Tokens are managed from a session only.
    const list = await runMomstride(['tokens', 'list'], { configDir });
    expect(list).toMatchObject({ code: 1, stdout: '' });
    expect(list.stderr.trim()).toBe(FORBIDDEN_WITH_PAT);

    // Revoked: refused within a second, exit 4 with a clear message.
    const revoke = await graphql('mutation ($id: ID!) { revokeAccessToken(id: $id) { id } }', { id: token.id }, session.accessToken);
    expect(revoke.errors).toBeUndefined();
    const after = await eventually(
      async () => {
        const run = await runMomstride(['events', 'list', '--json', '--limit', '1'], { configDir });
        return run.code === 0 ? undefined : run;
      },
      5_000,
      'the revoked token to be refused',
    );
    expect(after).toEqual({ code: 4, stdout: '', stderr: `${PAT_REFUSED}\n` });
  });

  it('a read-only token of a member: login names the scope, reads work; logout forgets it and says it still works', async () => {
    const member = await freshMember();
    const token = await tokenFor(member.accessToken, ['read']);
    const configDir = tempConfigDir();
    const login = await runMomstride(['auth', 'login', '--with-token'], { configDir, stdin: token.secret });
    expect(login.stdout).toBe(`Logged in as ${member.name} (${member.email}) with a personal access token (scopes: read)\n`);
    const show = await runMomstride(['events', 'list', '--json', '--limit', '1'], { configDir });
    expect(show).toMatchObject({ code: 0, stderr: '' });

    const logout = await runMomstride(['auth', 'logout'], { configDir });
    expect(logout).toMatchObject({ code: 0, stdout: `Logged out of ${gatewayUrl()} (${member.name})\n` });
    expect(logout.stderr).toContain('The personal access token itself still works until it expires or is revoked');
    await expect(readCredentials(configDir)).rejects.toThrow(/ENOENT/);
  });

  it('an unknown msp_ token is rejected at login (exit 1), nothing stored', async () => {
    const configDir = tempConfigDir();
    const run = await runMomstride(['auth', 'login', '--with-token'], { configDir, stdin: 'msp_notARealTokenAtAll0000000000000000' });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^The personal access token was rejected: /);
    await expect(readCredentials(configDir)).rejects.toThrow(/ENOENT/);

    const fromEnv = await runMomstride(['events', 'list', '--json'], { configDir, env: { MOMSTRIDE_TOKEN: 'msp_notARealTokenAtAll0000000000000000' } });
    expect(fromEnv).toMatchObject({ code: 4, stdout: '' });
    expect(fromEnv.stderr).toMatch(/^The personal access token in MOMSTRIDE_TOKEN was rejected: /);
  });

  it('MOMSTRIDE_TOKEN may be a personal access token: auth status names its scopes', async () => {
    const member = await freshMember();
    const token = await tokenFor(member.accessToken, ['read', 'write']);
    const run = await runMomstride(['auth', 'status', '--json'], { configDir: tempConfigDir(), env: { MOMSTRIDE_TOKEN: token.secret } });
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(run.stdout)).toMatchObject({ tokenSource: 'env', user: { email: member.email }, personalAccessToken: { scopes: ['read', 'write'] } });
  });
});
