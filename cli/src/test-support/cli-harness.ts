/**
 * Test helpers: run the CLI in-process with captured streams against the real stack, a temporary config
 * folder per test, and direct GraphQL calls to set up sessions.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { inject } from 'vitest';
import { runCli } from '../cli.js';
import { CREDENTIALS_FILE_NAME } from '../services/credentials.js';
import type { Env } from '../services/config.js';
import type { Io } from '../services/io.js';

export const DEMO_ADMIN = {
  email: 'olivia@momstride.example',
  password: 'MomStride!2026',
  firstName: 'Olivia',
  lastName: 'Bennett',
} as const;

export function gatewayUrl(): string {
  return inject('gatewayUrl').replace(/\/+$/, '');
}

/** A fresh, empty config folder (what MOMSTRIDE_CONFIG_DIR points at in a test). */
export function tempConfigDir(): string {
  return join(mkdtempSync(join(tmpdir(), 'momstride-cli-test-')), 'config');
}

export interface CapturedIo extends Io {
  stdoutText(): string;
  stderrText(): string;
}

/** Non-terminal streams (plain output) with `stdin` holding `input`. */
export function captureIo(input = ''): CapturedIo {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  stderr.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
  return {
    stdin: Readable.from(input ? [Buffer.from(input)] : []),
    stdout,
    stderr,
    stdoutText: () => out,
    stderrText: () => err,
  };
}

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `momstride <argv>` in-process; `--api` defaults to the test gateway through MOMSTRIDE_API. */
export async function runMomstride(
  argv: readonly string[],
  options: { configDir: string; stdin?: string; env?: Env },
): Promise<CliRun> {
  const io = captureIo(options.stdin ?? '');
  const env: Env = {
    HOME: tmpdir(),
    MOMSTRIDE_API: gatewayUrl(),
    MOMSTRIDE_CONFIG_DIR: options.configDir,
    ...options.env,
  };
  const code = await runCli(argv, { io, env });
  return { code, stdout: io.stdoutText(), stderr: io.stderrText() };
}

export interface CredentialsOnDisk {
  version: number;
  hosts: Record<string, { accessToken: string; refreshToken?: string; user?: { email: string | null } }>;
}

export function credentialsPath(configDir: string): string {
  return join(configDir, CREDENTIALS_FILE_NAME);
}

export async function readCredentials(configDir: string): Promise<CredentialsOnDisk> {
  return JSON.parse(await readFile(credentialsPath(configDir), 'utf8')) as CredentialsOnDisk;
}

export async function fileMode(path: string): Promise<number> {
  return (await stat(path)).mode & 0o777;
}

interface GraphQLAnswer<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** A GraphQL call to the test gateway, without the CLI. */
export async function graphql<T>(
  query: string,
  variables: Record<string, unknown> = {},
  accessToken?: string,
): Promise<GraphQLAnswer<T>> {
  const response = await fetch(`${gatewayUrl()}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphQLAnswer<T>;
}

export interface Session {
  accessToken: string;
  refreshToken: string;
}

const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { accessToken refreshToken } }`;
const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { accessToken refreshToken } }`;
export const REFRESH = `mutation ($refreshToken: String!) { refreshSession(refreshToken: $refreshToken) { accessToken refreshToken } }`;

export async function loginSession(email: string, password: string): Promise<Session> {
  const answer = await graphql<{ login: Session }>(LOGIN, { input: { email, password } });
  if (!answer.data) throw new Error(`login failed: ${JSON.stringify(answer.errors)}`);
  return answer.data.login;
}

export interface TestMember {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  session: Session;
}

/** Registers a new member with a unique e-mail (keeps throttling and sessions away from the demo users). */
export async function registerMember(): Promise<TestMember> {
  const member = {
    email: `cli-${randomUUID()}@test.example`,
    password: `Cli-${randomUUID()}`,
    firstName: 'Casey',
    lastName: `Tester${randomUUID().slice(0, 6)}`,
  };
  const answer = await graphql<{ register: Session }>(REGISTER, { input: { ...member, role: 'member' } });
  if (!answer.data) throw new Error(`register failed: ${JSON.stringify(answer.errors)}`);
  return { ...member, session: answer.data.register };
}
