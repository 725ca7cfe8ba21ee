/**
 * What the `users` command descriptors need without loading a command's implementation: page sizes, the
 * roles, and the parsers of --page / --limit.
 */
import { InvalidArgumentError } from 'commander';
import { Role } from '../../gql/graphql.js';

/** Users per page by default, and the most the server gives in one page. */
export const USERS_PAGE_SIZE = 25;
export const USERS_MAX_PAGE_SIZE = 100;

/** Requests shown at most by `users requests` (newest first; the server's cap). */
export const REQUESTS_SHOWN = 100;

export const ROLES: readonly Role[] = Object.values(Role);

export interface ConfirmOptions {
  /** Skip the confirmation prompt (required when not on a terminal). */
  yes?: boolean;
}

/** A whole number of at least 1 for --page / --limit (else a usage error, exit code 2). */
export function positiveInt(value: string): number {
  const number = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(number) || number < 1) throw new InvalidArgumentError('Expected a whole number of at least 1.');
  return number;
}

export function pageSizeOption(value: string): number {
  const number = positiveInt(value);
  if (number > USERS_MAX_PAGE_SIZE) throw new InvalidArgumentError(`At most ${USERS_MAX_PAGE_SIZE} users per page.`);
  return number;
}

/** How long `users export --output` waits for the archive unless --timeout says otherwise, in seconds. */
export const EXPORT_WAIT_SECONDS = 600;
