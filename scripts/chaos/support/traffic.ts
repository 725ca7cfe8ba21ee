/**
 * Traffic for chaos tests, on loopback only: one REST probe per subgraph (a signed-in member's GET that only
 * that subgraph answers), a bounded request loop, readiness and GraphQL helpers, and a request whose body
 * arrives slowly (to have a request surely in flight when a signal lands).
 */
import { request as httpRequest, type ClientRequest } from 'node:http';
import { inject } from 'vitest';
import { DEMO_PASSWORD, eventually } from '@momstride/testing';

export interface Reply {
  readonly status: number;
  readonly headers: Headers;
  readonly body: unknown;
}

/**
 * One JSON call to the gateway (a failed connection is status 0, body its error code): the chaos suite's, or
 * `gatewayUrl`'s (a stack a test file started itself).
 */
export async function call(method: string, path: string, options: { token?: string; json?: unknown; gatewayUrl?: string } = {}): Promise<Reply> {
  try {
    const response = await fetch(`${options.gatewayUrl ?? inject('gatewayUrl')}${path}`, {
      method,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.json === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: options.json === undefined ? undefined : JSON.stringify(options.json),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      // not JSON
    }
    return { status: response.status, headers: response.headers, body };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return { status: 0, headers: new Headers(), body: cause?.code ?? String(error) };
  }
}

export interface SignedIn {
  readonly token: string;
  readonly userId: string;
}

/** Signs a seeded demo member in through the REST layer; answers her access token and id. */
export async function signInAs(email: string, password = DEMO_PASSWORD): Promise<SignedIn> {
  const reply = await call('POST', '/api/auth/login', { json: { email, password } });
  if (reply.status !== 200) throw new Error(`sign-in failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  const body = reply.body as { access_token: string; user: { id: string } };
  return { token: body.access_token, userId: body.user.id };
}

/** Signs a seeded demo member in (Maya unless told); answers the access token. */
export const signIn = async (email = 'maya@momstride.example', password = DEMO_PASSWORD): Promise<string> =>
  (await signInAs(email, password)).token;

/** A REST GET per subgraph that needs that subgraph alone (besides the gateway). */
export const PROBES: Readonly<Record<string, string>> = {
  accounts: '/api/users/me',
  community: '/api/community/challenges',
  'events-wellness': '/api/wellness/goals',
  messaging: '/api/notifications/unread-count',
  'media-reviews': '/api/gallery/categories',
  commerce: '/api/cart/chaos-cart-session-0001',
};

/** The `detail` the REST layer gives for an unavailable subgraph's routes. */
export const UNAVAILABLE_DETAIL: Readonly<Record<string, RegExp>> = {
  community: /^The community .* is temporarily unavailable\. Please try again in a moment\.$/,
  commerce: /^The shop is temporarily unavailable\. Please try again in a moment\.$/,
  'events-wellness': /^Events and wellness goals are temporarily unavailable\. Please try again in a moment\.$/,
  messaging: /^Messages are temporarily unavailable\. Please try again in a moment\.$/,
};

export interface ProbeResult {
  readonly subgraph: string;
  readonly status: number;
  readonly detail: unknown;
  readonly retryAfter: string | null;
  /** When the answer came (epoch ms), and how long it took. */
  readonly at: number;
  readonly ms: number;
}

export const probe = async (subgraph: string, token: string): Promise<ProbeResult> => {
  const sentAt = Date.now();
  const reply = await call('GET', PROBES[subgraph]!, { token });
  const detail = typeof reply.body === 'object' && reply.body !== null ? (reply.body as { detail?: unknown }).detail : reply.body;
  const at = Date.now();
  return { subgraph, status: reply.status, detail, retryAfter: reply.headers.get('retry-after'), at, ms: at - sentAt };
};

export interface Loop {
  /** The answers so far (evidence that the loop runs, or felt an outage). */
  results(): readonly ProbeResult[];
  /** Ends the loop; answers every result. */
  stop(): Promise<ProbeResult[]>;
}

/**
 * Probes every subgraph round-robin with `concurrency` callers (each pausing `pauseMs` between its requests, so
 * the traffic flows without starving a restarting service of CPU) until stopped, at most `maxRequests` requests
 * or `maxMs` (whichever comes first; a bounded loop even when a test fails before stopping it).
 */
export function startProbeLoop(token: string, { concurrency = 3, pauseMs = 10, maxRequests = 4000, maxMs = 30_000 } = {}): Loop {
  const results: ProbeResult[] = [];
  const names = Object.keys(PROBES);
  const deadline = Date.now() + maxMs;
  let stopped = false;
  let sent = 0;
  const worker = async () => {
    while (!stopped && sent < maxRequests && Date.now() < deadline) {
      const name = names[sent++ % names.length]!;
      results.push(await probe(name, token));
      if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  };
  const workers = Promise.all(Array.from({ length: concurrency }, worker));
  return {
    results: () => results,
    stop: async () => {
      stopped = true;
      await workers;
      return results;
    },
  };
}

export interface Readiness {
  readonly status: number;
  readonly subgraphs: Record<string, string>;
}

export const readiness = async (): Promise<Readiness> => {
  const reply = await call('GET', '/readyz');
  return { status: reply.status, subgraphs: (reply.body as { subgraphs?: Record<string, string> }).subgraphs ?? {} };
};

/** Waits (up to `timeoutMs`) until /readyz is 200 and every subgraph's probe answers 200: the whole stack serves. */
export async function fullService(token: string, timeoutMs = 30_000): Promise<void> {
  await eventually(
    async () => {
      const ready = await readiness();
      if (ready.status !== 200) throw new Error(`not ready: ${JSON.stringify(ready)}`);
      const probes = await Promise.all(Object.keys(PROBES).map((name) => probe(name, token)));
      return probes.every((result) => result.status === 200) ? true : undefined;
    },
    timeoutMs,
    'the stack to serve fully',
  );
}

export interface GraphQLReply {
  readonly data: Record<string, unknown> | null | undefined;
  readonly errors?: readonly { message: string; path?: readonly (string | number)[]; extensions?: Record<string, unknown> }[];
}

export async function graphql(query: string, token: string): Promise<GraphQLReply> {
  const reply = await call('POST', '/graphql', { token, json: { query } });
  return reply.body as GraphQLReply;
}

export interface SlowRequest {
  /** Sends the rest of the body; answers the status and body text (or the connection error). */
  finish(): Promise<{ status: number; text: string } | { error: string }>;
}

/**
 * Starts a POST whose headers and first half of the JSON body go out now and whose rest waits for `finish()`:
 * a request the server has surely accepted and not yet answered.
 */
export async function startSlowPost(url: string, headers: Record<string, string>, json: unknown): Promise<SlowRequest> {
  const body = Buffer.from(JSON.stringify(json));
  const half = Math.floor(body.length / 2);
  const target = new URL(url);
  const req: ClientRequest = httpRequest(target, {
    method: 'POST',
    agent: false,
    headers: { ...headers, 'content-type': 'application/json', 'content-length': String(body.length) },
  });
  const answer = new Promise<{ status: number; text: string } | { error: string }>((resolve) => {
    req.once('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.once('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      response.once('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    });
  });
  req.flushHeaders();
  await new Promise<void>((resolve) => req.write(body.subarray(0, half), () => resolve()));
  // Let the server read the headers and the first bytes.
  await new Promise((resolve) => setTimeout(resolve, 100));
  return {
    finish: () => {
      req.end(body.subarray(half));
      return answer;
    },
  };
}
