import { ApiClient } from './api-client.js';
import { resolveApiUrl, resolveConfigDir, type Env } from './config.js';
import { CredentialStore } from './credentials.js';
import type { Io } from './io.js';
import { Output } from './output.js';

/** What the CLI gets from the outside world; tests pass their own streams and environment. */
export interface CliDeps {
  io: Io;
  env: Env;
  fetch?: typeof fetch;
}

/** Everything a command's core needs. */
export interface CommandContext {
  io: Io;
  env: Env;
  apiUrl: string;
  store: CredentialStore;
  api: ApiClient;
  out: Output;
}

export interface ContextOptions {
  /** `--api`; falls back to `$MOMSTRIDE_API`, then http://localhost:4000. */
  api?: string | undefined;
  json?: boolean | undefined;
}

export function createContext(deps: CliDeps, options: ContextOptions = {}): CommandContext {
  const apiUrl = resolveApiUrl(options.api, deps.env);
  const store = new CredentialStore(resolveConfigDir(deps.env));
  const api = new ApiClient({
    apiUrl,
    store,
    envToken: deps.env.MOMSTRIDE_TOKEN,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
  });
  return { io: deps.io, env: deps.env, apiUrl, store, api, out: new Output(deps.io, { json: options.json ?? false }) };
}
