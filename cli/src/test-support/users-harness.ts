/**
 * Helpers for the `users` command tests: an admin token (the seeded owner, logged in once every few minutes),
 * fresh members and fresh "Organization Admin" sign-ups, and a way to run a command on a fake terminal.
 */
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { runCli } from '../cli.js';
import type { Env } from '../services/config.js';
import { DEMO_ADMIN, gatewayUrl, graphql, loginSession, registerMember, tempConfigDir, type TestMember } from './cli-harness.js';
import { fakeTerminal, type FakeTerminal } from './fake-terminal.js';

/** Test files share a worker's modules: the owner's access token is reused for a few minutes, well inside its life. */
const ADMIN_TOKEN_REUSE_MS = 5 * 60_000;
let adminToken: { token: Promise<string>; at: number } | undefined;

/** Environment that makes the CLI act as the organization owner (Olivia, admin). */
export async function adminEnv(): Promise<Env> {
  if (!adminToken || Date.now() - adminToken.at > ADMIN_TOKEN_REUSE_MS) {
    adminToken = { token: loginSession(DEMO_ADMIN.email, DEMO_ADMIN.password).then((session) => session.accessToken), at: Date.now() };
  }
  return { MOMSTRIDE_TOKEN: await adminToken.token };
}

/** Environment that makes the CLI act as the given member. */
export function memberEnv(member: Pick<TestMember, 'session'>): Env {
  return { MOMSTRIDE_TOKEN: member.session.accessToken };
}

export interface FreshUser extends TestMember {
  id: string;
  name: string;
}

async function withId(member: TestMember): Promise<FreshUser> {
  const me = await graphql<{ me: { id: string } }>('query { me { id } }', {}, member.session.accessToken);
  const id = me.data?.me.id;
  if (!id) throw new Error(`me failed: ${JSON.stringify(me.errors)}`);
  return { ...member, id, name: `${member.firstName} ${member.lastName}` };
}

/** A newly registered member (role member, no admin request). */
export async function freshMember(): Promise<FreshUser> {
  return withId(await registerMember());
}

/** Someone who signed up as "Organization Admin" through REST: a member with a pending admin request. */
export async function freshAdminApplicant(): Promise<FreshUser> {
  const applicant = {
    email: `cli-admin-${randomUUID()}@test.example`,
    password: 'Walk-together-2026',
    firstName: 'Nadia',
    lastName: `Applicant${randomUUID().slice(0, 6)}`,
  };
  const response = await fetch(`${gatewayUrl()}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      first_name: applicant.firstName,
      last_name: applicant.lastName,
      email: applicant.email,
      password: applicant.password,
      role: 'admin',
    }),
  });
  const body = (await response.json()) as { access_token?: string; refresh_token?: string; detail?: unknown };
  if (!response.ok || !body.access_token || !body.refresh_token) {
    throw new Error(`register failed: ${response.status} ${JSON.stringify(body)}`);
  }
  return withId({ ...applicant, session: { accessToken: body.access_token, refreshToken: body.refresh_token } });
}

export interface TerminalRun {
  terminal: FakeTerminal;
  /** Resolves with the exit code. */
  done: Promise<number>;
}

/** Starts `momstride <argv>` on a fake terminal (stdin and stdout are TTYs) so prompts show. */
export function runOnTerminal(argv: readonly string[], env: Env, options: { columns?: number } = {}): TerminalRun {
  const terminal = fakeTerminal();
  if (options.columns) terminal.io.stdout.columns = options.columns;
  const done = runCli(argv, {
    io: terminal.io,
    env: { HOME: tmpdir(), MOMSTRIDE_API: gatewayUrl(), MOMSTRIDE_CONFIG_DIR: tempConfigDir(), ...env },
  });
  return { terminal, done };
}
