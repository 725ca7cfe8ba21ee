import { existsSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { CreateUserDataExportLinkDocument, RequestUserDataExportDocument, UserDataExportDocument, type AdminDataExportFragment } from '../../gql/graphql.js';
import type { CommandContext } from '../../services/context.js';
import { CliError, ExitCode } from '../../services/errors.js';
import { adminRequest } from './admin-access.js';
import { EXPORT_WAIT_SECONDS } from './options.js';
import { fullName } from './user-format.js';
import { asNoUserMatches, findAdminTarget, parseUserRef } from './user-ref.js';

export interface UsersExportOptions {
  /** Wait for the archive, download it (once) and write it to this file (created, never overwritten; mode 0600). */
  output?: string;
  /** How long to wait for the archive with --output, in seconds. */
  timeout?: number;
}

/** How often `--output` asks whether the archive is ready. */
const POLL_MS = 2_000;

const describe = (name: string, status: AdminDataExportFragment): string => {
  switch (status.status) {
    case 'pending':
      return `Gathering ${name}'s data (asked ${status.requestedAt}). She gets a notification and a mail when it is ready.`;
    case 'ready':
      return `${name}'s data is ready until ${status.expiresAt ?? '?'}; she can download it once from her Profile or the mailed link.`;
    case 'downloaded':
      return `${name}'s data was downloaded ${status.downloadedAt ?? ''}.`.trim();
    default:
      return `${name}'s data could not be made: ${status.problem ?? 'unknown problem'}`;
  }
};

const fileExists = (output: string): CliError => new CliError(`${output} already exists; choose a new file name.`, ExitCode.Usage);

/** Waits until her archive is ready (or failed, or the time is up). */
async function waitUntilReady(ctx: CommandContext, userId: string, seconds: number): Promise<AdminDataExportFragment> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const { userDataExport } = await adminRequest(ctx, UserDataExportDocument, { userId });
    if (userDataExport && userDataExport.status !== 'pending') return userDataExport;
    if (Date.now() > deadline) throw new CliError(`The archive was not ready within ${seconds} s; run the command again later (the job goes on).`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Downloads the archive (its one-time link, through the API the CLI talks to) into a new private file. */
async function download(ctx: CommandContext, userId: string, output: string): Promise<number> {
  const { createUserDataExportLink } = await adminRequest(ctx, CreateUserDataExportLinkDocument, { userId });
  const link = new URL(createUserDataExportLink.url);
  const res = await fetch(new URL(link.pathname, ctx.apiUrl));
  if (res.status !== 200) throw new CliError(`The download failed (HTTP ${res.status}).`);
  const bytes = new Uint8Array(await res.arrayBuffer());
  let file;
  try {
    file = await open(output, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw fileExists(output);
    throw error;
  }
  try {
    await file.writeFile(bytes);
  } finally {
    await file.close();
  }
  return bytes.byteLength;
}

/**
 * `momstride users export <id|email>`: an admin acting on a member's request (docs/privacy.md). Starts the export
 * (or reports the one under way) and says where it stands; with --output, waits for it, downloads it once and writes
 * the zip to a new file readable only by you.
 */
export async function usersExport(ctx: CommandContext, target: string, options: UsersExportOptions): Promise<AdminDataExportFragment> {
  const ref = parseUserRef(target);
  // Checked first, so no archive is made (or spent) for a file that cannot be written; the write itself never overwrites.
  if (options.output && existsSync(options.output)) throw fileExists(options.output);
  const user = await ctx.out.task('Looking up user...', () => findAdminTarget(ctx, ref));
  const name = fullName(user);
  let status: AdminDataExportFragment;
  try {
    status = (await ctx.out.task(`Asking for ${name}'s data...`, () => adminRequest(ctx, RequestUserDataExportDocument, { userId: user.id }))).requestUserDataExport;
  } catch (error) {
    throw asNoUserMatches(error, ref);
  }
  if (options.output) {
    const output = options.output;
    status = await ctx.out.task(`Waiting for ${name}'s archive...`, () => waitUntilReady(ctx, user.id, options.timeout ?? EXPORT_WAIT_SECONDS));
    if (status.status !== 'ready') throw new CliError(describe(name, status));
    const bytes = await ctx.out.task('Downloading...', () => download(ctx, user.id, output));
    status = (await adminRequest(ctx, UserDataExportDocument, { userId: user.id })).userDataExport ?? status;
    await ctx.out.show({ json: () => ({ ...status, file: output, bytes }), plain: () => `Wrote ${output} (${bytes} bytes): ${name}'s data. Hand it to her securely; the server's copy is deleted.` });
    return status;
  }
  await ctx.out.show({ json: () => status, plain: () => describe(name, status) });
  return status;
}
