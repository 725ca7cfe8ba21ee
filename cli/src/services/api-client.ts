import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { RefreshSessionDocument, type SessionUserFragment } from '../gql/graphql.js';
import { graphqlEndpoint } from './config.js';
import type { CredentialStore, StoredCredentials } from './credentials.js';
import {
  CliError,
  ExitCode,
  exitCodeForGraphQLCode,
  NeedsLoginError,
  NOT_LOGGED_IN_MESSAGE,
  PERSONAL_TOKEN_REFUSED_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
} from './errors.js';
import {
  fetchHttpPost,
  GraphQLResponseError,
  nodeHttpPost,
  postGraphQL,
  type GraphQLErrorLike,
  type HttpPost,
  type Variables,
} from './graphql-http.js';

/** Where the access token of this run comes from. */
export type TokenSource = 'env' | 'stored' | 'none';

export interface ApiClientOptions {
  apiUrl: string;
  store: CredentialStore;
  /** `MOMSTRIDE_TOKEN`: an access token that overrides the stored credentials. */
  envToken?: string | undefined;
  /** Sends the requests through this `fetch` instead of node:http(s). */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** Answers to a refresh that mean the stored session is over. */
const SESSION_ENDED_CODES = new Set(['UNAUTHENTICATED', 'BAD_USER_INPUT', 'NOT_FOUND', 'FORBIDDEN']);

/** Seconds of slack before a stored access token's `exp` at which it is refreshed up front. */
const EXPIRY_SLACK_SECONDS = 30;

/**
 * The one way commands talk to the gateway: sends the access token, refreshes an expired stored session
 * once (saving the rotated pair), and maps every failure to a CliError with its exit code.
 */
export class ApiClient {
  readonly apiUrl: string;
  private readonly endpoint: string;
  private readonly post: HttpPost;
  private readonly timeoutMs: number;
  private readonly store: CredentialStore;
  private readonly envToken: string | undefined;
  private readonly fetchImpl: typeof fetch;

  constructor(options: ApiClientOptions) {
    this.apiUrl = options.apiUrl;
    this.store = options.store;
    this.envToken = options.envToken?.trim() || undefined;
    this.endpoint = graphqlEndpoint(options.apiUrl);
    this.post = options.fetch ? fetchHttpPost(options.fetch) : nodeHttpPost;
    this.fetchImpl = options.fetch ?? globalThis.fetch;
    this.timeoutMs = options.timeoutMs ?? 30_000;
  }

  get tokenSource(): TokenSource {
    return this.envToken ? 'env' : 'stored';
  }

  /** The token this run sends (MOMSTRIDE_TOKEN, else the stored one), or undefined when there is none. */
  async currentToken(): Promise<string | undefined> {
    return this.envToken ?? (await this.store.read(this.apiUrl))?.accessToken;
  }

  /** Runs an operation that needs no credentials (login, refresh, logout). */
  async anonymous<TResult, TVariables extends Variables>(
    document: TypedDocumentNode<TResult, TVariables>,
    variables: TVariables,
  ): Promise<TResult> {
    return this.send(document, variables, undefined);
  }

  /** Runs an operation with a given access token (used to check a token before storing it). */
  async withToken<TResult, TVariables extends Variables>(
    accessToken: string,
    document: TypedDocumentNode<TResult, TVariables>,
    variables: TVariables,
  ): Promise<TResult> {
    return this.send(document, variables, accessToken);
  }

  /** Runs an operation as the logged-in user; exit 4 when there is no usable session. */
  async authenticated<TResult, TVariables extends Variables>(
    document: TypedDocumentNode<TResult, TVariables>,
    variables: TVariables,
  ): Promise<TResult> {
    return this.asUser((token) => this.send(document, variables, token));
  }

  /**
   * GETs a REST path of the gateway (`/api/...`) as the logged-in user: its JSON body. 401 is a session to refresh
   * (as for operations), 403 a CliError coded FORBIDDEN with the server's `detail`.
   */
  async restGet<T>(path: string): Promise<T> {
    return this.asUser((token) => this.getJson<T>(path, token));
  }

  /** Sends `request` with the user's token, refreshing an expired stored session once; exit 4 without a usable one. */
  private async asUser<T>(request: (accessToken: string) => Promise<T>): Promise<T> {
    if (this.envToken) {
      try {
        return await request(this.envToken);
      } catch (error) {
        if (isUnauthenticated(error)) {
          const what = isPersonalAccessToken(this.envToken) ? 'personal access token' : 'access token';
          throw new NeedsLoginError(`The ${what} in MOMSTRIDE_TOKEN was rejected: ${(error as CliError).message}`);
        }
        throw error;
      }
    }

    let stored = await this.store.read(this.apiUrl);
    if (!stored) throw new NeedsLoginError(NOT_LOGGED_IN_MESSAGE);
    if (stored.refreshToken && isExpired(stored.accessToken)) {
      stored = await this.refresh(stored);
    }
    try {
      return await request(stored.accessToken);
    } catch (error) {
      if (!isUnauthenticated(error)) throw error;
      if (isPersonalAccessToken(stored.accessToken)) throw new NeedsLoginError(PERSONAL_TOKEN_REFUSED_MESSAGE);
      if (!stored.refreshToken) throw new NeedsLoginError(SESSION_EXPIRED_MESSAGE);
    }
    const refreshed = await this.refresh(stored);
    try {
      return await request(refreshed.accessToken);
    } catch (error) {
      if (isUnauthenticated(error)) throw new NeedsLoginError(SESSION_EXPIRED_MESSAGE);
      throw error;
    }
  }

  private async getJson<T>(path: string, accessToken: string): Promise<T> {
    let status: number;
    let text: string;
    try {
      const response = await this.fetchImpl(`${this.apiUrl}${path}`, {
        headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      throw this.toCliError(error);
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    if (status >= 200 && status < 300 && body !== undefined) return body as T;
    const detail = body && typeof body === 'object' && typeof (body as { detail?: unknown }).detail === 'string' ? (body as { detail: string }).detail : undefined;
    if (status === 401) throw new CliError(detail ?? 'The server rejected the credentials.', ExitCode.NeedsLogin, 'UNAUTHENTICATED');
    if (status === 403) throw new CliError(detail ?? 'Forbidden', ExitCode.Error, 'FORBIDDEN');
    throw new CliError(detail ?? `MomStride at ${this.apiUrl} answered with HTTP ${status}.`, ExitCode.Error);
  }

  /** Trades a refresh token for a new pair (the server rotates it). */
  async exchangeRefreshToken(refreshToken: string): Promise<{
    accessToken: string;
    refreshToken: string;
    user: SessionUserFragment;
  }> {
    const result = await this.anonymous(RefreshSessionDocument, { refreshToken });
    return result.refreshSession;
  }

  private async refresh(stale: StoredCredentials): Promise<StoredCredentials> {
    // Another momstride process may have rotated the pair already: reusing the old refresh token would
    // revoke the whole session family, so take the newer pair from disk instead.
    const current = await this.store.read(this.apiUrl);
    if (current && current.accessToken !== stale.accessToken && !isExpired(current.accessToken)) return current;
    const refreshToken = current?.refreshToken ?? stale.refreshToken;
    if (!refreshToken) throw new NeedsLoginError(SESSION_EXPIRED_MESSAGE);
    let session;
    try {
      session = await this.exchangeRefreshToken(refreshToken);
    } catch (error) {
      // The server said no to the refresh token (expired, revoked, unknown): the user has to log in again.
      if (error instanceof CliError && error.code && SESSION_ENDED_CODES.has(error.code)) {
        throw new NeedsLoginError(SESSION_EXPIRED_MESSAGE);
      }
      throw error;
    }
    return this.store.save(this.apiUrl, {
      accessToken: session.accessToken,
      refreshToken: session.refreshToken,
      user: toStoredUser(session.user),
    });
  }

  private async send<TResult, TVariables extends Variables>(
    document: TypedDocumentNode<TResult, TVariables>,
    variables: TVariables,
    accessToken: string | undefined,
  ): Promise<TResult> {
    const headers: Record<string, string> = accessToken ? { authorization: `Bearer ${accessToken}` } : {};
    try {
      return await postGraphQL(this.post, this.endpoint, document, variables, headers, this.timeoutMs);
    } catch (error) {
      throw this.toCliError(error);
    }
  }

  /** The single mapping from transport and GraphQL failures to CLI errors. */
  toCliError(error: unknown): CliError {
    if (error instanceof CliError) return error;
    if (error instanceof GraphQLResponseError) {
      const first = error.errors[0];
      if (first) {
        const code = typeof first.extensions?.code === 'string' ? first.extensions.code : undefined;
        return new CliError(formatGraphQLMessage(first), exitCodeForGraphQLCode(code), code);
      }
      const status = error.status;
      if (status === 401) return new CliError('The server rejected the credentials.', ExitCode.NeedsLogin, 'UNAUTHENTICATED');
      return new CliError(`MomStride at ${this.apiUrl} answered with HTTP ${status}.`, ExitCode.Error);
    }
    if (isNetworkError(error)) {
      return new CliError(`Could not reach MomStride at ${this.apiUrl}`, ExitCode.Error);
    }
    const message = error instanceof Error ? error.message : String(error);
    return new CliError(`Unexpected answer from MomStride at ${this.apiUrl}: ${message}`, ExitCode.Error);
  }
}

export function toStoredUser(user: SessionUserFragment): StoredCredentials['user'] {
  return { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName };
}

function isUnauthenticated(error: unknown): boolean {
  return error instanceof CliError && error.code === 'UNAUTHENTICATED';
}

function formatGraphQLMessage(error: GraphQLErrorLike): string {
  const fields = Array.isArray(error.extensions?.fields) ? (error.extensions.fields as unknown[]) : [];
  const details = fields
    .map((entry) => {
      const field = entry as { field?: unknown; message?: unknown };
      return typeof field.field === 'string' && typeof field.message === 'string'
        ? `  ${field.field}: ${field.message}`
        : undefined;
    })
    .filter((line): line is string => line !== undefined && !error.message.includes(line.trim()));
  return [error.message, ...details].join('\n');
}

function isNetworkError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'TimeoutError' || error.name === 'AbortError') return true;
  if (error instanceof TypeError && /fetch failed/i.test(error.message)) return true;
  // node:http puts the system error's code on the error itself; fetch (undici) on its cause.
  const code = (error as { code?: unknown }).code ?? (error as { cause?: { code?: unknown } }).cause?.code;
  return typeof code === 'string' && /^(E[A-Z]+|UND_ERR_[A-Z_]+)$/.test(code);
}

/** True when `token` is a JWT whose `exp` has passed (or is about to). Opaque tokens never count as expired. */
export function isExpired(token: string, nowSeconds: number = Date.now() / 1000): boolean {
  const payload = decodeJwtPayload(token);
  return typeof payload?.exp === 'number' && payload.exp <= nowSeconds + EXPIRY_SLACK_SECONDS;
}

/** The prefix of a personal access token's secret (made in Settings → Access tokens or with `momstride tokens create`). */
export const PERSONAL_ACCESS_TOKEN_PREFIX = 'msp_';

/** Whether `token` is a personal access token (`msp_…`): sent as it is, never refreshed. */
export function isPersonalAccessToken(token: string | undefined): boolean {
  return token?.startsWith(PERSONAL_ACCESS_TOKEN_PREFIX) ?? false;
}

/** Whether `token` has the shape of a JWT (three base64url parts with a JSON header). */
export function looksLikeJwt(token: string): boolean {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((part) => !/^[A-Za-z0-9_-]+$/.test(part))) return false;
  try {
    const header = JSON.parse(Buffer.from(parts[0] ?? '', 'base64url').toString('utf8')) as unknown;
    return typeof header === 'object' && header !== null;
  } catch {
    return false;
  }
}

function decodeJwtPayload(token: string): { exp?: unknown } | undefined {
  if (!looksLikeJwt(token)) return undefined;
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as unknown;
    return typeof payload === 'object' && payload !== null ? (payload as { exp?: unknown }) : undefined;
  } catch {
    return undefined;
  }
}
