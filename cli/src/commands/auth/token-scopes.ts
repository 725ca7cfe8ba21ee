import { AdminScopeCheckDocument, WriteScopeCheckDocument, type Role } from '../../gql/graphql.js';
import type { ApiClient } from '../../services/api-client.js';
import { CliError } from '../../services/errors.js';

/** The scopes of a personal access token, in the order the web app lists them. */
export type TokenScope = 'read' | 'write' | 'admin';

/** true when the call went through, false when the server refused it (FORBIDDEN); other failures pass through. */
async function allowed(check: () => Promise<unknown>): Promise<boolean> {
  try {
    await check();
    return true;
  } catch (error) {
    if (error instanceof CliError && error.code === 'FORBIDDEN') return false;
    throw error;
  }
}

/**
 * The scopes a personal access token carries, asked of the server without changing anything: every token reads; an
 * empty mutation goes through only with write; an admin list only with admin (and only an admin's token can have it).
 */
export async function personalTokenScopes(api: ApiClient, token: string, role: Role): Promise<TokenScope[]> {
  const scopes: TokenScope[] = ['read'];
  if (await allowed(() => api.withToken(token, WriteScopeCheckDocument, {}))) scopes.push('write');
  if (role === 'admin' && (await allowed(() => api.withToken(token, AdminScopeCheckDocument, {})))) scopes.push('admin');
  return scopes;
}

/** "with a personal access token (scopes: read, write)". */
export function personalTokenPhrase(scopes: readonly TokenScope[]): string {
  return `with a personal access token (scopes: ${scopes.join(', ')})`;
}
