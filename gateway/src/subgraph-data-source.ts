import { Agent as HttpAgent, request as httpRequest, STATUS_CODES, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { GraphQLDataSource, GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import { GraphQLError } from 'graphql';
import type { GatewayContext } from './context.js';

/** Every subgraph call ends within this time (DESIGN.md §4); the operation then reports the subgraph's failure. */
export const SUBGRAPH_TIMEOUT_MS = 10_000;
/** Responses larger than this are refused (a subgraph never legitimately answers with more). */
const MAX_RESPONSE_BYTES = 32 * 1024 * 1024;

type SubgraphResponse = Awaited<ReturnType<GraphQLDataSource['process']>>;

const httpAgent = new HttpAgent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64, scheduling: 'lifo' });
const httpsAgent = new HttpsAgent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64, scheduling: 'lifo' });

interface RawReply {
  readonly status: number;
  readonly contentType: string;
  readonly text: string;
}

/** One POST over a pooled keep-alive connection, with a deadline for the whole exchange. */
const post = (url: URL, headers: Record<string, string | number>, body: string, timeoutMs: number): Promise<RawReply> =>
  new Promise((resolve, reject) => {
    const secure = url.protocol === 'https:';
    const request = (secure ? httpsRequest : httpRequest)(url, { method: 'POST', headers, agent: secure ? httpsAgent : httpAgent });
    const timer = setTimeout(() => request.destroy(new Error(`subgraph did not answer within ${timeoutMs} ms`)), timeoutMs);
    const fail = (error: Error) => {
      clearTimeout(timer);
      reject(error);
    };
    request.once('error', fail);
    request.once('response', (response: IncomingMessage) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_RESPONSE_BYTES) request.destroy(new Error('subgraph response too large'));
        else chunks.push(chunk);
      });
      response.once('error', fail);
      response.once('end', () => {
        clearTimeout(timer);
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

/**
 * The gateway's client for one subgraph: POSTs the query plan's fetch over a pooled keep-alive connection with
 * the request's internal viewer token and request id. Replaces RemoteGraphQLDataSource, whose per-call
 * fetch machinery (Request and Headers objects, web streams) cost more than the subgraph call itself.
 * Non-2xx answers become errors like RemoteGraphQLDataSource's (`401: Unauthorized`, with the code).
 */
export class SubgraphDataSource implements GraphQLDataSource<GatewayContext> {
  private readonly url: URL;

  constructor(
    url: string,
    private readonly timeoutMs: number = SUBGRAPH_TIMEOUT_MS,
  ) {
    this.url = new URL(url);
  }

  async process(options: GraphQLDataSourceProcessOptions<GatewayContext>): Promise<SubgraphResponse> {
    // Only operations of incoming requests carry a viewer; the gateway never loads its schema from subgraphs.
    if (!('incomingRequestContext' in options)) throw new Error(`Unsupported subgraph request: ${options.kind}`);
    const { request, context } = options;
    if (!request.query) throw new Error('Missing query');
    const body = JSON.stringify({ query: request.query, variables: request.variables, operationName: request.operationName });
    const reply = await post(
      this.url,
      {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        'x-viewer-token': await context.viewerToken(),
        'x-request-id': context.requestId,
      },
      body,
      this.timeoutMs,
    );
    const json = /^application\/(graphql-response\+)?json/.test(reply.contentType);
    if (reply.status < 200 || reply.status >= 300) {
      const code = codeForStatus(reply.status);
      throw new GraphQLError(`${reply.status}: ${STATUS_CODES[reply.status] ?? 'Error'}`, {
        extensions: {
          ...(code ? { code } : {}),
          response: { url: this.url.toString(), status: reply.status, body: json ? safeJson(reply.text) : reply.text },
        },
      });
    }
    const parsed = json ? safeJson(reply.text) : reply.text;
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
      throw new Error(`Expected JSON response body, but received: ${reply.text.slice(0, 200)}`);
    }
    return parsed as SubgraphResponse;
  }
}

const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};
