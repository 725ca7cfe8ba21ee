/**
 * nodeHttpPost reaches `localhost` at 127.0.0.1, then ::1, without asking the resolver: the request must be the
 * one Node sends when it resolves the name itself, and a server on either loopback address must answer. Checked
 * with real sockets: servers that record the bytes they receive.
 */
import { request } from 'node:http';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { nodeHttpPost } from './graphql-http.js';

const ANSWER = '{"data":{"ok":true}}';
const servers: Server[] = [];
const sockets = new Set<Socket>();
/** Closes the servers at once, with the connections the client keeps alive. */
async function closeServers(): Promise<void> {
  for (const socket of sockets) socket.destroy();
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
}
afterEach(closeServers);

/** A server on `address` that answers every request with ANSWER and records what it received. */
async function recordingServer(address: string, port = 0): Promise<{ port: number; received: string[] }> {
  const received: string[] = [];
  const server = createServer((socket) => {
    sockets.add(socket.on('close', () => sockets.delete(socket)));
    let data = '';
    socket.on('data', (chunk: Buffer) => {
      data += chunk.toString('utf8');
      if (!data.endsWith('\r\n\r\n{}')) return;
      received.push(data);
      data = '';
      socket.write(`HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: ${ANSWER.length}\r\n\r\n${ANSWER}`);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, address, resolve));
  return { port: (server.address() as AddressInfo).port, received };
}

const headers = { 'content-type': 'application/json', authorization: 'Bearer token' };

describe('nodeHttpPost to localhost', () => {
  it('sends what Node sends when it looks the name up itself, to 127.0.0.1', async () => {
    const server = await recordingServer('127.0.0.1');
    const url = `http://localhost:${server.port}/graphql`;
    const answer = await nodeHttpPost(url, headers, '{}', 5000);
    expect(answer).toEqual({ status: 200, contentType: 'application/json', body: ANSWER });
    await new Promise((resolve, reject) => {
      const byName = request(url, { method: 'POST', headers: { ...headers, 'content-length': '2' } }, (response) => {
        response.resume();
        response.on('end', resolve);
      });
      byName.on('error', reject);
      byName.end('{}');
    });
    expect(server.received).toHaveLength(2);
    expect(server.received[0]).toContain(`\r\nHost: localhost:${server.port}\r\n`);
    expect(server.received[0]).toBe(server.received[1]);
  });

  it('reaches a server that listens on ::1 only', async () => {
    const server = await recordingServer('::1');
    const answer = await nodeHttpPost(`http://localhost:${server.port}/graphql`, headers, '{}', 5000);
    expect(answer.body).toBe(ANSWER);
    expect(server.received[0]).toContain(`\r\nHost: localhost:${server.port}\r\n`);
  });

  it('fails as a network error when nothing listens on either address', async () => {
    const { port } = await recordingServer('127.0.0.1');
    await closeServers();
    await expect(nodeHttpPost(`http://localhost:${port}/graphql`, headers, '{}', 5000)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });
});
