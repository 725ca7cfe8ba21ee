/**
 * The kit's /graphql path, as every subgraph serves it (exercised on the running accounts subgraph): body errors
 * answer 4xx without touching Apollo, and a viewer token that verified once stops working when it expires.
 */
import { randomUUID } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { GRAPHQL_BODY_LIMIT_BYTES } from './http/graphql-http.js';
import { KEEP_ALIVE_MS } from './http/keep-alive.js';
import { signViewerToken } from './viewer.js';
import { eventually } from '@momstride/testing';

const graphqlUrl = () => `${inject('subgraphUrls').accounts!}/graphql`;

const post = async (token: string, body: string) => {
  const response = await fetch(graphqlUrl(), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-viewer-token': token },
    body,
  });
  return { status: response.status, body: (await response.json()) as { data?: unknown; errors?: Array<{ extensions?: { code?: string } }> } };
};

const anonymousToken = (expiresInSeconds = 60) =>
  signViewerToken(inject('viewerTokenPrivateKey'), { subgraph: 'accounts', ip: `kit-${randomUUID()}` }, expiresInSeconds);

describe('subgraph /graphql', () => {
  it('answers malformed JSON with 400 and an oversized body with 413', async () => {
    const token = await anonymousToken();
    expect(await post(token, '{"query": ')).toEqual({ status: 400, body: { errors: [{ message: 'Bad request', extensions: { code: 'BAD_REQUEST' } }] } });
    const huge = JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(GRAPHQL_BODY_LIMIT_BYTES) } });
    expect((await post(token, huge)).status).toBe(413);
    expect(await post(token, JSON.stringify({ query: '{ __typename }' }))).toEqual({ status: 200, body: { data: { __typename: 'Query' } } });
  });

  it('keeps an idle keep-alive connection past Node\'s 5 s default, so the gateway\'s pooled connection is not reset under a call (found by the fuzz test)', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const healthz = () =>
      new Promise<{ status: number; reused: boolean; keepAlive: string | undefined }>((resolve, reject) => {
        const req = httpRequest(`${inject('subgraphUrls').accounts!}/healthz`, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket, keepAlive: res.headers['keep-alive'] as string | undefined }));
        });
        req.on('error', reject);
        req.end();
      });
    try {
      // Node closes an idle connection after the timeout its server announces in Keep-Alive (its own default: 5 s).
      expect(await healthz()).toEqual({ status: 200, reused: false, keepAlive: `timeout=${KEEP_ALIVE_MS / 1000}` });
      expect(KEEP_ALIVE_MS).toBeGreaterThan(5_000);
      expect(await healthz()).toMatchObject({ status: 200, reused: true });
    } finally {
      agent.destroy();
    }
  });

  it('refuses a viewer token that was accepted before once it has expired', async () => {
    const token = await anonymousToken(2);
    expect((await post(token, JSON.stringify({ query: '{ __typename }' }))).status).toBe(200);
    const status = await eventually(
      async () => {
        const answer = (await post(token, JSON.stringify({ query: '{ __typename }' }))).status;
        return answer === 200 ? undefined : answer;
      },
      { timeoutMs: 10_000, intervalMs: 250 },
      'the expired viewer token to be refused',
    );
    expect(status).toBe(401);
  });
});
