import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';

export type ForwardResult =
  | { readonly kind: 'response'; readonly status: number; readonly body: unknown; readonly retryAfter?: string }
  | { readonly kind: 'too_large' }
  | { readonly kind: 'client_aborted' }
  | { readonly kind: 'upstream_error'; readonly error: Error };

export interface ForwardOptions {
  readonly target: URL;
  readonly headers: Readonly<Record<string, string>>;
  /** The request body is cut off (and `too_large` answered) past this many bytes. */
  readonly maxBytes: number;
  /** Socket inactivity limit towards the upstream. */
  readonly timeoutMs: number;
}

/** Upstream replies are small JSON documents; anything bigger is a fault. */
const MAX_REPLY_BYTES = 64 * 1024;

/**
 * Streams the body of `req` to `target` as it arrives (with backpressure; never buffering the whole body)
 * and resolves with the upstream's JSON reply. Stops forwarding as soon as more than `maxBytes` arrived,
 * when the client goes away, or when the upstream answers early (e.g. it refused the upload). The caller
 * drains whatever is left of the request body (`drainRequest`) and replies.
 */
export function forwardBody(req: IncomingMessage, options: ForwardOptions): Promise<ForwardResult> {
  return new Promise<ForwardResult>((resolve) => {
    const send = options.target.protocol === 'https:' ? httpsRequest : httpRequest;
    const upstream = send(options.target, { method: 'POST', headers: { ...options.headers }, timeout: options.timeoutMs });
    let settled = false;
    let received = 0;

    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > options.maxBytes) {
        finish({ kind: 'too_large' });
        return;
      }
      if (!upstream.write(chunk)) {
        req.pause();
        upstream.once('drain', () => {
          if (!settled) req.resume();
        });
      }
    };
    const onEnd = () => upstream.end();
    const onClose = () => {
      if (!req.complete) finish({ kind: 'client_aborted' });
    };
    const finish = (result: ForwardResult) => {
      if (settled) return;
      settled = true;
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('close', onClose);
      upstream.destroy();
      resolve(result);
    };

    upstream.on('response', (response: IncomingMessage) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_REPLY_BYTES) {
          finish({ kind: 'upstream_error', error: new Error('upstream reply too large') });
          return;
        }
        chunks.push(chunk);
      });
      response.on('end', () => {
        let body: unknown;
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          body = undefined;
        }
        const retryAfter = response.headers['retry-after'];
        finish({ kind: 'response', status: response.statusCode ?? 502, body, ...(retryAfter !== undefined ? { retryAfter } : {}) });
      });
      response.on('error', (error) => finish({ kind: 'upstream_error', error }));
    });
    upstream.on('timeout', () => upstream.destroy(new Error('upstream timed out')));
    upstream.on('error', (error) => finish({ kind: 'upstream_error', error }));

    req.on('data', onData);
    req.on('end', onEnd);
    req.on('close', onClose);
    req.resume();
  });
}
