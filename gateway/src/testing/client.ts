/**
 * Test-only HTTP client for the real running stack (excluded from the build).
 * Every request leaves from its own random loopback address (127.x.y.z) unless one is given, so the
 * per-address login throttle of one test never leaks into another, and tests can prove which address
 * the gateway really uses (the socket's, not X-Forwarded-For).
 */
import { randomInt, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { inject } from 'vitest';

export interface HttpResult {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly text: string;
  // Parsed JSON body (tests assert on its shape).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly body: any;
}

export interface RequestOptions {
  readonly json?: unknown;
  /** Raw body (sent as given, with content-type application/json unless headers say otherwise). */
  readonly raw?: string;
  readonly token?: string;
  readonly headers?: Record<string, string>;
  /** Source address of the TCP connection (any 127.0.0.0/8 address on Linux). */
  readonly from?: string;
  /** Base URL; the gateway unless given. */
  readonly baseUrl?: string;
}

/** A fresh loopback address other than 127.0.0.1. */
export const randomLoopback = (): string => `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

export const uniqueEmail = (label = 'gw'): string => `${label}-${randomUUID()}@test.example`;

export const gatewayUrl = (): string => inject('gatewayUrl');

export const call = (method: string, path: string, options: RequestOptions = {}): Promise<HttpResult> => {
  const url = new URL(path, options.baseUrl ?? gatewayUrl());
  const headers: Record<string, string> = { ...options.headers };
  let payload: string | undefined;
  if (options.json !== undefined) payload = JSON.stringify(options.json);
  if (options.raw !== undefined) payload = options.raw;
  if (payload !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) {
    headers['content-type'] = 'application/json';
  }
  if (options.token !== undefined) headers['authorization'] = `Bearer ${options.token}`;
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { method, headers, localAddress: options.from ?? randomLoopback(), agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = undefined;
          if ((res.headers['content-type'] ?? '').includes('json') && text !== '') body = JSON.parse(text);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, body });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (payload !== undefined) req.write(payload);
    req.end();
  });
};

export const post = (path: string, json: unknown, options: RequestOptions = {}) => call('POST', path, { ...options, json });

/** A GraphQL operation through the gateway (JSON POST, so CSRF prevention lets it through). */
export const graphql = (query: string, variables: Record<string, unknown> = {}, options: RequestOptions = {}) =>
  call('POST', '/graphql', { ...options, json: { query, variables } });

export const DEMO_PASSWORD = 'MomStride!2026';
export const STRONG_PASSWORD = 'Walk-together-2026!';

export interface RegisteredUser {
  readonly email: string;
  readonly password: string;
  readonly accessToken: string;
  readonly refreshToken: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly user: any;
}

/** Registers a fresh member through the REST layer. */
export const registerMember = async (overrides: Record<string, unknown> = {}): Promise<RegisteredUser> => {
  const email = uniqueEmail();
  const body = { first_name: 'Test', last_name: 'Member', email, password: STRONG_PASSWORD, ...overrides };
  const res = await post('/api/auth/register', body);
  if (res.status !== 200) throw new Error(`register failed: ${res.status} ${res.text}`);
  return {
    email: String(body.email),
    password: String(body.password),
    accessToken: res.body.access_token,
    refreshToken: res.body.refresh_token,
    user: res.body.user,
  };
};

interface OutboxMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly createdAt: string;
}

/** Newest mail to `email` in the accounts dev outbox (waits up to `timeoutMs` for it to appear). */
export const newestMailTo = async (email: string, timeoutMs = 10_000): Promise<OutboxMail | undefined> => {
  const dir = inject('outboxDir');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let files: string[] = [];
    try {
      files = readdirSync(dir).filter((file) => file.endsWith('.json'));
    } catch {
      files = [];
    }
    const mails = files
      .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as OutboxMail)
      .filter((mail) => mail.to.toLowerCase().includes(email.toLowerCase()))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    if (mails[0] || Date.now() > deadline) return mails[0];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/** The reset token from the newest reset mail to `email`. */
export const resetTokenFor = async (email: string): Promise<string> => {
  const mail = await newestMailTo(email);
  const token = mail ? /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] : undefined;
  if (!token) throw new Error(`no reset mail with a token for ${email}`);
  return token;
};

/** Every User field of docs/product.md, Entities and fields (snake_case) the REST user carries. */
export const USER_JSON_KEYS = [
  'id', 'first_name', 'last_name', 'email', 'role', 'bio', 'business_name', 'business_category',
  'business_description', 'website_url', 'instagram_handle', 'facebook_url', 'linkedin_url', 'location_city',
  'location_state', 'years_in_business', 'experience_level', 'looking_for', 'offering', 'interests',
  'profile_picture', 'followers_count', 'following_count', 'created_at', 'is_organization_owner',
  'has_pending_admin_request',
].sort();

/** Signs in through the REST layer; returns the access token and the user. */
export const login = async (email: string, password: string = DEMO_PASSWORD): Promise<{ accessToken: string; user: RegisteredUser['user'] }> => {
  const res = await post('/api/auth/login', { email, password });
  if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${res.text}`);
  return { accessToken: res.body.access_token, user: res.body.user };
};

/** The seeded organization owner (admin). */
export const loginOwner = () => login('olivia@momstride.example');

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Registers a fresh member and makes her an admin (the owner grants the role). A role change ends her
 * sessions, so she signs in again at once: access tokens carry `iat` in milliseconds, so the new token is
 * issued after the revocation and stays valid once the gateway learns of it.
 */
export const registerAdmin = async (): Promise<RegisteredUser> => {
  const member = await registerMember({ first_name: 'Second', last_name: 'Admin' });
  const owner = await loginOwner();
  const res = await call('PUT', `/api/users/${member.user.id}`, { token: owner.accessToken, json: { role: 'admin' } });
  if (res.status !== 200) throw new Error(`promote failed: ${res.status} ${res.text}`);
  const session = await login(member.email, member.password);
  return { ...member, accessToken: session.accessToken, user: session.user };
};
