import type { IncomingMessage } from 'node:http';

/**
 * Reads and drops the rest of a request body, so a reply sent afterwards reaches a client that was still
 * sending (node closes the connection when a reply ends before the request body). Resolves true once the
 * body has ended; false when the client went away or more than `limitBytes` arrived (the rest is then left
 * to node, which closes the connection after the reply).
 */
export function drainRequest(req: IncomingMessage, limitBytes: number): Promise<boolean> {
  if (req.complete) return Promise.resolve(true);
  if (req.destroyed) return Promise.resolve(false);
  return new Promise<boolean>((resolve) => {
    let dropped = 0;
    const done = (complete: boolean) => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('close', onClose);
      resolve(complete);
    };
    const onData = (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > limitBytes) done(false);
    };
    const onEnd = () => done(true);
    const onClose = () => done(req.complete);
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('close', onClose);
    req.resume();
  });
}
