import { createServer, connect, type Server, type Socket } from 'node:net';
import { inject } from 'vitest';
import { freePort } from '../../../scripts/lib/ports.js';
import { startExtraGateway, type ExtraGateway } from './extra-gateway.js';

/** A TCP relay from a loopback port to accounts, which can be cut (connections included) and restored on that port. */
export function accountsRelay(port: number, target: URL) {
  let server: Server | undefined;
  const sockets = new Set<Socket>();
  return {
    open: () =>
      new Promise<void>((resolve, reject) => {
        server = createServer((client) => {
          const upstream = connect(Number(target.port), target.hostname);
          for (const socket of [client, upstream]) {
            sockets.add(socket);
            socket.on('close', () => sockets.delete(socket));
            socket.on('error', () => socket.destroy());
          }
          client.pipe(upstream).pipe(client);
        });
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => resolve());
      }),
    cut: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        if (!server) return resolve();
        server.close(() => resolve());
      }),
  };
}

export type AccountsRelay = ReturnType<typeof accountsRelay>;

/**
 * A gateway of its own (startExtraGateway) that reaches accounts through an accountsRelay, open: the test cuts and
 * restores its way to accounts while the stack's own gateway keeps reaching accounts directly.
 */
export async function startRelayedGateway(name: string): Promise<{ gateway: ExtraGateway; relay: AccountsRelay }> {
  const subgraphUrls = inject('subgraphUrls');
  const port = await freePort();
  const relay = accountsRelay(port, new URL(subgraphUrls.accounts));
  await relay.open();
  const urls = { ...subgraphUrls, accounts: `http://127.0.0.1:${port}` };
  try {
    const gateway = await startExtraGateway(name, {
      SUBGRAPH_URLS: JSON.stringify(Object.fromEntries(Object.entries(urls).map(([subgraph, url]) => [subgraph, `${url}/graphql`]))),
    });
    return { gateway, relay };
  } catch (error) {
    await relay.cut();
    throw error;
  }
}
