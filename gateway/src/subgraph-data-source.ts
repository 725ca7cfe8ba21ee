import { Agent as HttpAgent, request as httpRequest, STATUS_CODES, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { GraphQLDataSource, GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import { GRAPHQL_BODY_LIMIT_BYTES } from '@momstride/kit/http';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { GatewayContext } from './context.js';
import { recordSubgraphFetch } from './metrics/subgraph-fetches.js';

/** Every subgraph call ends within this time unless SUBGRAPH_TIMEOUT_MS says otherwise (docs/architecture.md, "Admission control"). */
export const SUBGRAPH_TIMEOUT_MS = 10_000;
/** Responses larger than this are refused (a subgraph never legitimately answers with more). */
const MAX_RESPONSE_BYTES = 32 * 1024 * 1024;
/**
 * Largest request body the gateway sends a subgraph: half the kit's /graphql body limit, so an `_entities` call
 * with however many representations is split into calls that each stay well under what a subgraph accepts.
 */
export const MAX_REQUEST_BYTES = Math.floor(GRAPHQL_BODY_LIMIT_BYTES / 2);
/** Chunks of one split `_entities` call in flight at once. */
const CHUNK_CONCURRENCY = 4;

export type SubgraphResponse = Awaited<ReturnType<GraphQLDataSource['process']>>;

const httpAgent = new HttpAgent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64, scheduling: 'lifo' });
const httpsAgent = new HttpsAgent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64, scheduling: 'lifo' });

interface RawReply {
  readonly status: number;
  readonly contentType: string;
  readonly text: string;
}

/** Why a subgraph call was cut short (the error the operation reports; its message never names the subgraph's URL). */
/** What a subgraph call abandoned because the client went away says. */
export const CLIENT_GONE_MESSAGE = 'client request aborted';

export class SubgraphCallAborted extends Error {
  constructor(
    message: string,
    /** `timeout`: the subgraph did not answer in time; `client`: the client's own request was aborted. */
    readonly reason: 'timeout' | 'client' = 'client',
  ) {
    super(message);
  }
}

/** What a member reads when a subgraph cannot be reached: its area in words, never its name or URL. */
const UNAVAILABLE_AREAS: Readonly<Record<string, string>> = {
  accounts: 'Member accounts and sign-in are',
  community: 'The community (posts, stories, challenges and badges) is',
  'events-wellness': 'Events and wellness goals are',
  messaging: 'Messages are',
  'media-reviews': 'The photo gallery and reviews are',
  commerce: 'The shop is',
};

/** Seconds a client is told to wait before trying an unavailable area again (`Retry-After`). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** The message of SERVICE_UNAVAILABLE for one subgraph, e.g. "The shop is temporarily unavailable. Please try again in a moment." */
export const unavailableMessage = (subgraph: string): string =>
  `${UNAVAILABLE_AREAS[subgraph] ?? 'This part of MomStride is'} temporarily unavailable. Please try again in a moment.`;

/** Socket-level failures that mean "the subgraph is not there right now" (down, restarting, unreachable). */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** HTTP answers that mean the same (a proxy in front of it, or a subgraph starting or stopping). */
const UNAVAILABLE_STATUSES = new Set([502, 503, 504]);

/** True when a failed call means the subgraph is unreachable (not a client abort, not a bug). */
export const isUnreachable = (error: unknown): boolean => {
  if (error instanceof SubgraphCallAborted) return error.reason === 'timeout';
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && UNREACHABLE_CODES.has(code);
};

/** The GraphQL error for an unreachable subgraph: code SERVICE_UNAVAILABLE, its area in words, when to retry. */
export const serviceUnavailable = (subgraph: string): GraphQLError =>
  new GraphQLError(unavailableMessage(subgraph), {
    extensions: { code: 'SERVICE_UNAVAILABLE', serviceName: subgraph, retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS },
  });

/** A pooled connection the subgraph had closed as idle (or on restart) just as a call was sent on it. */
class StaleConnection extends Error {
  constructor(readonly reset: Error) {
    super(reset.message);
  }
}

/**
 * One POST over a pooled keep-alive connection, with a deadline for the whole exchange; `signal` (the client
 * request's own abort) ends it early too. A call whose reused connection is reset before any answer never reached
 * the subgraph's handler (it had closed that connection): it is sent once more, on another connection.
 */
const post = async (
  url: URL,
  headers: Record<string, string | number>,
  body: string,
  timeoutMs: number,
  signal: AbortSignal | undefined,
): Promise<RawReply> => {
  const startedAt = Date.now();
  try {
    return await postOnce(url, headers, body, timeoutMs, signal);
  } catch (error) {
    if (!(error instanceof StaleConnection)) throw error;
    return postOnce(url, headers, body, Math.max(1, timeoutMs - (Date.now() - startedAt)), signal).catch((retryError: unknown) => {
      throw retryError instanceof StaleConnection ? retryError.reset : retryError;
    });
  }
};

const postOnce = (
  url: URL,
  headers: Record<string, string | number>,
  body: string,
  timeoutMs: number,
  signal: AbortSignal | undefined,
): Promise<RawReply> =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new SubgraphCallAborted(CLIENT_GONE_MESSAGE, 'client'));
      return;
    }
    const secure = url.protocol === 'https:';
    const request = (secure ? httpsRequest : httpRequest)(url, { method: 'POST', headers, agent: secure ? httpsAgent : httpAgent });
    const onAbort = () => request.destroy(new SubgraphCallAborted(CLIENT_GONE_MESSAGE, 'client'));
    const timer = setTimeout(() => request.destroy(new SubgraphCallAborted(`subgraph did not answer within ${timeoutMs} ms`, 'timeout')), timeoutMs);
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    };
    const fail = (error: Error) => {
      done();
      reject(error);
    };
    let answered = false;
    request.once('error', (error: NodeJS.ErrnoException) =>
      fail(request.reusedSocket && !answered && error.code === 'ECONNRESET' ? new StaleConnection(error) : error),
    );
    request.once('response', (response: IncomingMessage) => {
      answered = true;
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_RESPONSE_BYTES) request.destroy(new Error('subgraph response too large'));
        else chunks.push(chunk);
      });
      response.once('error', fail);
      response.once('end', () => {
        done();
        resolve({
          status: response.statusCode ?? 0,
          contentType: response.headers['content-type'] ?? '',
          text: chunks.length === 1 ? chunks[0]!.toString('utf8') : Buffer.concat(chunks).toString('utf8'),
        });
      });
    });
    request.end(body);
  });

const codeForStatus = (status: number): string | undefined =>
  status === 401 ? 'UNAUTHENTICATED' : status === 403 ? 'FORBIDDEN' : undefined;

export interface GraphQLRequestBody {
  readonly query: string;
  readonly variables: Record<string, unknown> | undefined;
  readonly operationName: string | undefined;
}

/**
 * Splits `representations` into runs whose JSON stays under `budget` bytes (a single larger representation goes
 * alone), keeping their order.
 */
export const chunkRepresentations = (representations: readonly unknown[], budget: number): unknown[][] => {
  const chunks: unknown[][] = [];
  let current: unknown[] = [];
  let size = 2;
  for (const representation of representations) {
    const bytes = Buffer.byteLength(JSON.stringify(representation)) + 1;
    if (current.length > 0 && size + bytes > budget) {
      chunks.push(current);
      current = [];
      size = 2;
    }
    current.push(representation);
    size += bytes;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
};

/** Runs `work` over `items` with at most `limit` in flight; results keep the items' order. */
const mapLimited = async <T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> => {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
};

/**
 * The gateway's client for one subgraph: POSTs the query plan's fetch over a pooled keep-alive connection with
 * the request's internal viewer token (minted for this subgraph) and request id. Replaces
 * RemoteGraphQLDataSource, whose per-call fetch machinery (Request and Headers objects, web streams) cost more
 * than the subgraph call itself.
 * - Every call ends within `timeoutMs`, and at once when the client's request is aborted (context.signal).
 * - An `_entities` fetch too large for one request body (a plan resolving tens of thousands of references) is
 *   sent as several calls of at most MAX_REQUEST_BYTES, whose `_entities` (and errors) are merged in order.
 * - Non-2xx answers become errors like RemoteGraphQLDataSource's (`401: Unauthorized`, with the code), but
 *   without its `extensions.response` (the subgraph's internal URL and body never reach a client).
 * - A subgraph that cannot be reached (connection refused or reset, no answer in time, 502/503/504) becomes
 *   SERVICE_UNAVAILABLE naming its area ("The shop is temporarily unavailable…"): @apollo/gateway reports it
 *   beside whatever the other subgraphs answered (partial data), and the REST layer answers 503 with Retry-After.
 */
export class SubgraphDataSource implements GraphQLDataSource<GatewayContext> {
  private readonly url: URL;

  constructor(
    private readonly name: string,
    url: string,
    private readonly timeoutMs: number = SUBGRAPH_TIMEOUT_MS,
    private readonly maxRequestBytes: number = MAX_REQUEST_BYTES,
  ) {
    this.url = new URL(url);
  }

  async process(options: GraphQLDataSourceProcessOptions<GatewayContext>): Promise<SubgraphResponse> {
    // Only operations of incoming requests carry a viewer; the gateway never loads its schema from subgraphs.
    if (!('incomingRequestContext' in options)) throw new Error(`Unsupported subgraph request: ${options.kind}`);
    const { request, context } = options;
    if (!request.query) throw new Error('Missing query');
    return this.call(context, { query: request.query, variables: request.variables, operationName: request.operationName });
  }

  /** One subgraph operation for a request's context. */
  async call(context: GatewayContext, body: GraphQLRequestBody): Promise<SubgraphResponse> {
    const text = JSON.stringify(body);
    const representations = body.variables?.['representations'];
    // Only a body over the limit is measured representation by representation and split.
    if (Buffer.byteLength(text) > this.maxRequestBytes && Array.isArray(representations) && representations.length > 1) {
      const chunks = chunkRepresentations(representations, this.maxRequestBytes - Buffer.byteLength(body.query) - 1024);
      if (chunks.length > 1) return this.sendChunked(context, body, chunks);
    }
    return this.send(context, text);
  }

  private async send(context: GatewayContext, text: string): Promise<SubgraphResponse> {
    const reply = await this.post(context, text);
    const json = /^application\/(graphql-response\+)?json/.test(reply.contentType);
    if (UNAVAILABLE_STATUSES.has(reply.status)) {
      context.log.warn({ subgraph: this.name, status: reply.status }, 'subgraph unavailable');
      throw serviceUnavailable(this.name);
    }
    if (reply.status < 200 || reply.status >= 300) {
      const code = codeForStatus(reply.status);
      // The subgraph's URL and body are for the logs only (a client learns the status and the code).
      context.log.warn({ subgraph: this.name, status: reply.status, body: reply.text.slice(0, 2_000) }, 'subgraph answered with an HTTP error');
      throw new GraphQLError(`${reply.status}: ${STATUS_CODES[reply.status] ?? 'Error'}`, { extensions: code ? { code } : {} });
    }
    const parsed = json ? safeJson(reply.text) : reply.text;
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
      context.log.warn({ subgraph: this.name, body: reply.text.slice(0, 2_000) }, 'subgraph answered without a JSON object');
      throw new Error(`Subgraph ${this.name} answered without a JSON object`);
    }
    return parsed as SubgraphResponse;
  }

  /** The POST itself; a subgraph that cannot be reached becomes SERVICE_UNAVAILABLE (logged with the cause). */
  private async post(context: GatewayContext, text: string): Promise<RawReply> {
    const headers = {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(text),
      'x-viewer-token': await context.viewerToken(this.name),
      'x-request-id': context.requestId,
    };
    const startedAt = performance.now();
    try {
      const reply = await post(this.url, headers, text, this.timeoutMs, context.signal);
      recordSubgraphFetch(this.name, startedAt, reply.status);
      return reply;
    } catch (error) {
      recordSubgraphFetch(this.name, startedAt, error);
      if (!isUnreachable(error)) throw error;
      context.log.warn({ subgraph: this.name, cause: error instanceof Error ? error.message : String(error) }, 'subgraph unreachable');
      throw serviceUnavailable(this.name);
    }
  }

  /** One `_entities` fetch sent as several, merged as if the subgraph had answered it at once. */
  private async sendChunked(context: GatewayContext, body: GraphQLRequestBody, chunks: unknown[][]): Promise<SubgraphResponse> {
    const replies = await mapLimited(chunks, CHUNK_CONCURRENCY, (representations) =>
      this.send(context, JSON.stringify({ ...body, variables: { ...body.variables, representations } })),
    );
    const entities: unknown[] = [];
    const errors: GraphQLFormattedError[] = [];
    let offset = 0;
    replies.forEach((reply, index) => {
      const count = chunks[index]!.length;
      const part = (reply.data as { _entities?: unknown } | null | undefined)?._entities;
      if (Array.isArray(part) && part.length === count) entities.push(...(part as unknown[]));
      else for (let i = 0; i < count; i += 1) entities.push(null);
      for (const error of reply.errors ?? []) {
        const path = error.path;
        errors.push(path && path[0] === '_entities' && typeof path[1] === 'number' ? { ...error, path: ['_entities', path[1] + offset, ...path.slice(2)] } : error);
      }
      offset += count;
    });
    return { data: { _entities: entities }, ...(errors.length > 0 ? { errors } : {}) } as SubgraphResponse;
  }
}

const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};
