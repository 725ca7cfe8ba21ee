import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Variables } from '../../services/graphql-http.js';
import type { CommandContext } from '../../services/context.js';
import { CliError, ExitCode } from '../../services/errors.js';

/** The server's answer to a member calling an admin-only operation (FORBIDDEN). */
export const ADMIN_REQUIRED_MESSAGE = 'Admin access required';
export const ADMIN_LOGIN_HINT = 'Sign in with an admin account: momstride auth login';
/** The server's answer when anyone tries to change or delete the organization owner (FORBIDDEN). */
export const OWNER_PROTECTED_MESSAGE = 'The organization owner cannot be changed or deleted';

export function adminRequiredError(): CliError {
  return new CliError(`${ADMIN_REQUIRED_MESSAGE}\n${ADMIN_LOGIN_HINT}`, ExitCode.Error, 'FORBIDDEN');
}

/** Adds the login hint to the server's "Admin access required"; every other error passes through. */
export function withAdminHint(error: unknown): unknown {
  if (error instanceof CliError && error.code === 'FORBIDDEN' && error.message === ADMIN_REQUIRED_MESSAGE) {
    return adminRequiredError();
  }
  return error;
}

/** Runs an admin operation as the logged-in user, explaining a missing admin role. */
export async function adminRequest<TResult, TVariables extends Variables>(
  ctx: CommandContext,
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
): Promise<TResult> {
  try {
    return await ctx.api.authenticated(document, variables);
  } catch (error) {
    throw withAdminHint(error);
  }
}
