/**
 * HTTP for tests: one `call` to the stack (the gateway unless a base URL or a full URL is given). Every request leaves
 * from its own random loopback address (127.x.y.z) unless one is given, so the per-address throttles of one test never
 * leak into another, and tests can prove which address a service really uses (the socket's, not X-Forwarded-For).
 */
import { randomInt } from 'node:crypto';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { inject } from 'vitest';
import './provided-context.js';

// Tests assert on the shape of a parsed reply: its type is the caller's to name.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface HttpResult<T = any> {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly text: string;
  /** The parsed JSON body (undefined when the reply is not JSON). */
  readonly body: T;
}

export interface RequestOptions {
  readonly json?: unknown;
  /** Raw body (sent as given, with content-type application/json unless headers say otherwise). */
  readonly raw?: string;
  /** Sent as `Authorization: Bearer <token>`. */
  readonly token?: string;
  readonly headers?: Record<string, string>;
  /** Source address of the TCP connection (any 127.0.0.0/8 address on Linux); a random one unless given. */
  readonly from?: string;
  /** Base URL of a relative path; the stack's gateway unless given. */
  readonly baseUrl?: string;
}

/** A fresh loopback address other than 127.0.0.1. */
export const randomLoopback = (): string => `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/** The stack's gateway (the SPA, /graphql and /api). */
export const gatewayUrl = (): string => inject('gatewayUrl');

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const call = <T = any>(method: string, path: string, options: RequestOptions = {}): Promise<HttpResult<T>> => {
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
    const req = httpRequest(url, { method, headers, localAddress: options.from ?? randomLoopback(), agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = undefined;
        try {
          if ((res.headers['content-type'] ?? '').includes('json') && text !== '') body = JSON.parse(text);
        } catch {
          reject(new Error(`${method} ${url}: ${res.statusCode} unreadable JSON body: ${text.slice(0, 200)}`));
          return;
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, body: body as T });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    if (payload !== undefined) req.write(payload);
    req.end();
  });
};

export const post = (path: string, json: unknown, options: RequestOptions = {}) => call('POST', path, { ...options, json });

/** A GraphQL operation through the gateway as an HTTP exchange (JSON POST, so CSRF prevention lets it through). */
export const graphql = (query: string, variables: Record<string, unknown> = {}, options: RequestOptions = {}) =>
  call('POST', '/graphql', { ...options, json: { query, variables } });
