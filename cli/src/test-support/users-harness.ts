/**
 * Helpers for the `users` command tests: an admin token (the seeded owner, logged in once every few minutes),
 * fresh members and fresh "Organization Admin" sign-ups, and a way to run a command on a fake terminal.
 */
import { tmpdir } from 'node:os';
import { loginOwner, type Member, registerMember, uniqueSurname } from '@momstride/testing';
import { runCli } from '../cli.js';
import type { Env } from '../services/config.js';
import { gatewayUrl, tempConfigDir } from './cli-harness.js';
import { fakeTerminal, type FakeTerminal } from './fake-terminal.js';

/** Test files share a worker's modules: the owner's access token is reused for a few minutes, well inside its life. */
const ADMIN_TOKEN_REUSE_MS = 5 * 60_000;
let adminToken: { token: Promise<string>; at: number } | undefined;

/** Environment that makes the CLI act as the organization owner (Olivia, admin). */
export async function adminEnv(): Promise<Env> {
  if (!adminToken || Date.now() - adminToken.at > ADMIN_TOKEN_REUSE_MS) {
    adminToken = { token: loginOwner().then((session) => session.accessToken), at: Date.now() };
  }
  return { MOMSTRIDE_TOKEN: await adminToken.token };
}

/** Environment that makes the CLI act as the given member. */
export function memberEnv(member: { accessToken: string }): Env {
  return { MOMSTRIDE_TOKEN: member.accessToken };
}

export interface FreshUser extends Member {
  /** "First Last", as the CLI prints her. */
  name: string;
}

const withName = (member: Member): FreshUser => ({ ...member, name: `${member.firstName} ${member.lastName}` });

/** A newly registered member (role member, no admin request) with a surname no other test uses. */
export async function freshMember(): Promise<FreshUser> {
  return withName(await registerMember({ firstName: 'Casey', lastName: uniqueSurname('Tester') }));
}

/** Someone who signed up as "Organization Admin": a member with a pending admin request. */
export async function freshAdminApplicant(): Promise<FreshUser> {
  return withName(await registerMember({ firstName: 'Nadia', lastName: uniqueSurname('Applicant'), role: 'admin' }));
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
