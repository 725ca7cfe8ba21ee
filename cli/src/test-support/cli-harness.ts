/**
 * The CLI's own test helpers: run it in-process with captured streams against the real stack, and a temporary config
 * folder per test. Members, sessions, events and waiting come from @momstride/testing.
 */
import { mkdtempSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { gatewayGql, type GraphQLResult } from '@momstride/testing';
import { inject } from 'vitest';
import { runCli } from '../cli.js';
import { CREDENTIALS_FILE_NAME } from '../services/credentials.js';
import type { Env } from '../services/config.js';
import type { Io } from '../services/io.js';

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

/** A GraphQL call to the test gateway, without the CLI (as `accessToken` when given). */
export const graphql = <T>(query: string, variables: Record<string, unknown> = {}, accessToken?: string): Promise<GraphQLResult<T>> =>
  gatewayGql<T>(query, variables, accessToken ? { token: accessToken } : {});

export const REFRESH = `mutation ($refreshToken: String!) { refreshSession(refreshToken: $refreshToken) { accessToken refreshToken } }`;
