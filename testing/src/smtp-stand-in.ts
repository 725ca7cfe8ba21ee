/**
 * A mail server's stand-in for tests that need SMTP itself (not the dev outbox): a plain-text SMTP listener on
 * 127.0.0.1 that accepts every message, except that recipients `refuse(address)` names are answered 550 (a mail
 * server refusing an address for good). Keeps what it was sent and what it refused.
 */
import { createServer, type AddressInfo, type Socket } from 'node:net';

export interface ReceivedMail {
  readonly from: string;
  readonly to: readonly string[];
  /** The message as sent (headers and body, transfer encoding untouched). */
  readonly data: string;
}

export interface SmtpStandIn {
  readonly url: string;
  readonly received: ReceivedMail[];
  readonly refused: string[];
  stop(): Promise<void>;
}

const addressIn = (line: string): string => /<([^>]*)>/.exec(line)?.[1]?.toLowerCase() ?? '';

export async function startSmtpStandIn(refuse: (address: string) => boolean): Promise<SmtpStandIn> {
  const received: ReceivedMail[] = [];
  const refused: string[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    const reply = (line: string) => socket.write(`${line}\r\n`);
    let from = '';
    let to: string[] = [];
    let data: string[] | null = null;
    let pending = '';
    reply('220 smtp-stand-in ready');
    socket.on('data', (chunk: string) => {
      pending += chunk;
      let end: number;
      while ((end = pending.indexOf('\r\n')) >= 0) {
        const line = pending.slice(0, end);
        pending = pending.slice(end + 2);
        if (data !== null) {
          if (line === '.') {
            received.push({ from, to, data: data.join('\r\n') });
            data = null;
            to = [];
            reply('250 queued');
          } else data.push(line.startsWith('..') ? line.slice(1) : line);
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 smtp-stand-in');
        else if (verb === 'MAIL') {
          from = addressIn(line);
          reply('250 ok');
        } else if (verb === 'RCPT') {
          const address = addressIn(line);
          if (refuse(address)) {
            refused.push(address);
            reply('550 5.1.1 mailbox unavailable');
          } else {
            to.push(address);
            reply('250 ok');
          }
        } else if (verb === 'DATA') {
          data = [];
          reply('354 end with .');
        } else if (verb === 'RSET') {
          to = [];
          reply('250 ok');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 ok');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refused,
    stop: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
