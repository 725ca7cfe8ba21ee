import { homedir } from 'node:os';
import { join } from 'node:path';
import { UsageError } from './errors.js';

export type Env = Record<string, string | undefined>;

export const DEFAULT_API_URL = 'http://localhost:4000';

/** `$MOMSTRIDE_CONFIG_DIR`, else `$XDG_CONFIG_HOME/momstride`, else `~/.config/momstride`. */
export function resolveConfigDir(env: Env): string {
  if (env.MOMSTRIDE_CONFIG_DIR) return env.MOMSTRIDE_CONFIG_DIR;
  const base = env.XDG_CONFIG_HOME || join(env.HOME || homedir(), '.config');
  return join(base, 'momstride');
}

/**
 * The gateway base URL from `--api`, else `$MOMSTRIDE_API`, else the default; normalized (no trailing slash)
 * so it can key the credentials file.
 */
export function resolveApiUrl(flag: string | undefined, env: Env): string {
  const raw = flag ?? env.MOMSTRIDE_API ?? DEFAULT_API_URL;
  return normalizeApiUrl(raw);
}

export function normalizeApiUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new UsageError(`Invalid API URL "${raw}": expected something like ${DEFAULT_API_URL}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new UsageError(`Invalid API URL "${raw}": it must start with http:// or https://`);
  }
  url.search = '';
  url.hash = '';
  return url.toString().replace(/\/+$/, '');
}

/** The GraphQL endpoint of a gateway base URL. */
export function graphqlEndpoint(apiUrl: string): string {
  return `${apiUrl}/graphql`;
}
