/**
 * The CLI's GraphQL transport: one JSON POST per operation over node:http(s). Deliberately small: a script
 * that runs `momstride … --json` in a loop pays for every module loaded at start-up, and graphql-request (with
 * the whole `graphql` package and undici behind global fetch, which also holds the process open for tens of
 * milliseconds after the answer) cost more than the request itself. Only graphql's printer is loaded, to turn
 * the generated documents back into query text.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { print } from 'graphql/language/printer.js';

/** Operation variables (what graphql-request called `Variables`). */
export type Variables = Record<string, unknown>;

export interface GraphQLErrorLike {
  message: string;
  extensions?: { code?: unknown; fields?: unknown };
}

/** An HTTP answer, before it is read as GraphQL. */
export interface HttpAnswer {
  status: number;
  contentType: string | undefined;
  body: string;
}

/** Sends one POST and answers the whole response; rejects on network failures and on the timeout. */
export type HttpPost = (url: string, headers: Record<string, string>, body: string, timeoutMs: number) => Promise<HttpAnswer>;

/** The server answered, but not with data: GraphQL errors, or a non-2xx status (then `errors` may be empty). */
export class GraphQLResponseError extends Error {
  constructor(
    readonly status: number,
    readonly errors: readonly GraphQLErrorLike[],
  ) {
    super(errors[0]?.message ?? `HTTP ${status}`);
    this.name = 'GraphQLResponseError';
  }
}

const printed = new WeakMap<object, string>();

/** The query text of a generated document (printed once per document). */
export function queryText(document: TypedDocumentNode<unknown, never>): string {
  let text = printed.get(document);
  if (text === undefined) {
    text = print(document);
    printed.set(document, text);
  }
  return text;
}

function operationName(document: TypedDocumentNode<unknown, never>): string | undefined {
  for (const definition of document.definitions) {
    if (definition.kind === 'OperationDefinition') return definition.name?.value;
  }
  return undefined;
}

/**
 * `localhost` over plain HTTP is the loopback interface, found without asking the system's resolver, as curl (7.78
 * and later) and browsers treat the name (RFC 6761): 127.0.0.1, then ::1 when nothing listens there. Node would
 * ask getaddrinfo and test the name against its IPv6 address pattern first: about 10 ms of a short run here.
 */
const LOOPBACK = { hostname: 'localhost', addresses: ['127.0.0.1', '::1'] } as const;

/**
 * POST over node:http, or node:https (loaded only for an https URL: TLS is costly to load); the connection is
 * reused within a run (the global agent keeps it alive).
 */
export const nodeHttpPost: HttpPost = async (url, headers, body, timeoutMs) => {
  const target = new URL(url);
  const send = target.protocol === 'https:' ? (await import('node:https')).request : httpRequest;
  const signal = AbortSignal.timeout(timeoutMs);
  const post = (address?: string) =>
    new Promise<HttpAnswer>((resolve, reject) => {
      const request = send(
        target,
        {
          method: 'POST',
          headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
          signal,
          // The address instead of the name; the Host header stays the URL's, and `servername` (which only TLS
          // reads) is given so that Node does not work it out from the name.
          ...(address ? { hostname: address, setHost: false, servername: target.hostname } : {}),
        },
        (response: IncomingMessage) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              contentType: response.headers['content-type'],
              body: Buffer.concat(chunks).toString('utf8'),
            }),
          );
        },
      );
      if (address) request.setHeader('Host', target.host);
      request.on('error', reject);
      request.end(body);
    });
  if (target.protocol !== 'http:' || target.hostname !== LOOPBACK.hostname) return post();
  const [first, second] = LOOPBACK.addresses;
  try {
    return await post(first);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ECONNREFUSED') throw error;
    return post(second);
  }
};

/** The same through a `fetch` (when one is injected, e.g. by a test). */
export function fetchHttpPost(fetchImpl: typeof fetch): HttpPost {
  return async (url, headers, body, timeoutMs) => {
    const response = await fetchImpl(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(timeoutMs) });
    return { status: response.status, contentType: response.headers.get('content-type') ?? undefined, body: await response.text() };
  };
}

/**
 * Runs one operation: answers `data`, or throws GraphQLResponseError (GraphQL errors, or a non-2xx status),
 * a plain Error for a 2xx answer that is not a GraphQL result, or the transport's error (network, timeout).
 */
export async function postGraphQL<TResult, TVariables extends Variables>(
  post: HttpPost,
  endpoint: string,
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<TResult> {
  const generic = document as unknown as TypedDocumentNode<unknown, never>;
  const name = operationName(generic);
  const body = JSON.stringify({ query: queryText(generic), variables, ...(name ? { operationName: name } : {}) });
  const answer = await post(
    endpoint,
    { accept: 'application/graphql-response+json, application/json', 'content-type': 'application/json', ...headers },
    body,
    timeoutMs,
  );
  const ok = answer.status >= 200 && answer.status < 300;
  let result: { data?: unknown; errors?: unknown } | undefined;
  try {
    const parsed = JSON.parse(answer.body) as unknown;
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed) || !('data' in parsed || 'errors' in parsed)) {
      throw new Error('Invalid execution result: result is not object');
    }
    result = parsed as { data?: unknown; errors?: unknown };
  } catch (error) {
    if (ok) throw error instanceof Error ? error : new Error(String(error));
  }
  const errors = Array.isArray(result?.errors) ? (result.errors as GraphQLErrorLike[]) : [];
  if (!ok || errors.length > 0) throw new GraphQLResponseError(answer.status, errors);
  return result?.data as TResult;
}
