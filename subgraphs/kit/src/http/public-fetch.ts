import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './public-address.js';

/** Why a fetch of a member-given URL was refused or failed. */
export type PublicFetchProblem =
  | 'invalid_url'
  | 'scheme'
  | 'port'
  | 'credentials'
  | 'unresolvable'
  | 'private_address'
  | 'too_many_redirects'
  | 'http_status'
  | 'too_large'
  | 'timeout'
  | 'network';

export class PublicFetchError extends Error {
  constructor(
    readonly problem: PublicFetchProblem,
    message: string,
  ) {
    super(message);
    this.name = 'PublicFetchError';
  }
}

export interface ResolvedAddress {
  readonly address: string;
  readonly family: number;
}

export interface PublicFetchOptions {
  /** Largest body accepted, in bytes; a larger declared length is refused before reading, a longer body is cut off. */
  readonly maxBytes: number;
  /** The whole fetch (every redirect, connection and byte of the body) must finish within this. */
  readonly timeoutMs: number;
  /** Redirects followed (each target checked like the first URL); 3 by default. */
  readonly maxRedirects?: number;
  /**
   * Origins (`http://127.0.0.1:4599`) exempt from the address check: a local stand-in for the internet in tests and
   * development. Never set in production.
   */
  readonly allowedOrigins?: readonly string[];
  /** Sent as `Accept`. */
  readonly accept?: string;
  /** Sent as `User-Agent`. */
  readonly userAgent?: string;
  /** Name resolution (DNS by default); tests substitute their own. */
  readonly resolve?: (hostname: string) => Promise<readonly ResolvedAddress[]>;
  /** Only https URLs (redirect targets too); plain http only for an allowed origin. */
  readonly httpsOnly?: boolean;
}

/**
 * The only ports a member-given or admin-given URL may name (an explicit :80 or :443, or none): nothing on a public
 * host's other ports (a database, an admin console, this deployment's own services on its public address) is reached.
 */
export const PUBLIC_FETCH_PORTS: readonly number[] = [80, 443];

/** The port a URL connects to (its scheme's default when it names none). */
const portOf = (url: URL): number => (url.port !== '' ? Number(url.port) : url.protocol === 'https:' ? 443 : 80);

export interface PublicFetchResult {
  readonly bytes: Buffer;
  /** As the server declared it (not to be trusted: sniff the bytes). */
  readonly contentType: string;
  /** The URL the body came from, after redirects. */
  readonly url: string;
}

const resolveWithDns = async (hostname: string): Promise<readonly ResolvedAddress[]> => dnsLookup(hostname, { all: true, verbatim: true });

/** The URL, if it is an absolute http(s) URL without a user name or password. */
export function parsePublicUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new PublicFetchError('invalid_url', 'Not a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new PublicFetchError('scheme', `Scheme ${url.protocol} is not allowed`);
  if (url.username !== '' || url.password !== '') throw new PublicFetchError('credentials', 'URLs with a user name or password are not fetched');
  return url;
}

/**
 * The one address to connect to for `url`: every address the name resolves to must be public (a name with one private
 * address among public ones is refused: the connection could land on either), on port 80 or 443 and, with
 * `httpsOnly`, over https — unless the origin is allowed. Where it points is checked first, so a loopback or private
 * target is told as such whatever its port or scheme.
 */
async function addressFor(url: URL, options: Pick<PublicFetchOptions, 'allowedOrigins' | 'resolve' | 'httpsOnly'>): Promise<ResolvedAddress> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const allowed = options.allowedOrigins?.includes(url.origin) ?? false;
  let addresses: readonly ResolvedAddress[];
  if (isIP(host) !== 0) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await (options.resolve ?? resolveWithDns)(host);
    } catch {
      throw new PublicFetchError('unresolvable', `Could not resolve ${host}`);
    }
    if (addresses.length === 0) throw new PublicFetchError('unresolvable', `Could not resolve ${host}`);
  }
  if (!allowed) {
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused) throw new PublicFetchError('private_address', `${host} resolves to a non-public address (${refused.address})`);
    if (!PUBLIC_FETCH_PORTS.includes(portOf(url))) throw new PublicFetchError('port', `Port ${portOf(url)} is not fetched (only ${PUBLIC_FETCH_PORTS.join(' and ')})`);
    if (options.httpsOnly === true && url.protocol !== 'https:') throw new PublicFetchError('scheme', 'Only https URLs are fetched');
  }
  return addresses[0]!;
}

/** A `lookup` that answers the vetted address only, so the connection cannot go elsewhere (DNS rebinding). */
const pinnedLookup =
  (pinned: ResolvedAddress): LookupFunction =>
  (_hostname, options, callback) => {
    if (options.all) (callback as unknown as (error: null, addresses: ResolvedAddress[]) => void)(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };

type Hop = { kind: 'redirect'; location: string } | { kind: 'body'; result: PublicFetchResult };

/** One request: a redirect's location, or the body within the limits. */
function fetchOnce(url: URL, address: ResolvedAddress, options: PublicFetchOptions, signal: AbortSignal): Promise<Hop> {
  return new Promise<Hop>((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const headers: Record<string, string> = { accept: options.accept ?? '*/*', 'accept-encoding': 'identity' };
    if (options.userAgent) headers['user-agent'] = options.userAgent;
    const req = send(url, { method: 'GET', headers, lookup: pinnedLookup(address), signal, agent: false });
    const fail = (error: PublicFetchError) => {
      req.destroy();
      reject(error);
    };
    req.on('error', (error: Error) => {
      if (signal.aborted) reject(new PublicFetchError('timeout', 'The fetch took too long'));
      else if (error instanceof PublicFetchError) reject(error);
      else reject(new PublicFetchError('network', error.message));
    });
    req.on('response', (response: IncomingMessage) => {
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && status !== 304) {
        response.resume();
        const location = response.headers.location;
        if (!location) return fail(new PublicFetchError('http_status', `Redirect ${status} without a location`));
        return resolve({ kind: 'redirect', location });
      }
      if (status < 200 || status >= 300) {
        response.resume();
        return fail(new PublicFetchError('http_status', `The server answered ${status}`));
      }
      const declared = Number(response.headers['content-length'] ?? Number.NaN);
      if (Number.isFinite(declared) && declared > options.maxBytes) {
        return fail(new PublicFetchError('too_large', `The body is ${declared} bytes (at most ${options.maxBytes})`));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > options.maxBytes) return fail(new PublicFetchError('too_large', `The body passed ${options.maxBytes} bytes`));
        chunks.push(chunk);
      });
      response.on('end', () => {
        if (size > options.maxBytes) return;
        resolve({ kind: 'body', result: { bytes: Buffer.concat(chunks, size), contentType: String(response.headers['content-type'] ?? ''), url: url.href } });
      });
      response.on('aborted', () => reject(new PublicFetchError(signal.aborted ? 'timeout' : 'network', 'The connection closed early')));
      response.on('error', (error) => reject(new PublicFetchError(signal.aborted ? 'timeout' : 'network', error.message)));
    });
    req.end();
  });
}

/** `work`, unless the deadline passes first (a name lookup cannot be cancelled, only left behind). */
function beforeDeadline<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  const timedOut = () => new PublicFetchError('timeout', 'The fetch took too long');
  if (signal.aborted) return Promise.reject(timedOut());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(timedOut());
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * GETs a URL a member gave, guarded against server-side request forgery: http(s) only (https only with `httpsOnly`),
 * no credentials, ports 80 and 443 only, every address
 * the host resolves to must be public (no loopback, private, link-local or reserved ranges), the connection goes to
 * the vetted address, redirects are followed by hand (at most `maxRedirects`, each checked the same way), the body is
 * bounded by `maxBytes` and the whole fetch by `timeoutMs`. Throws PublicFetchError.
 */
export async function fetchPublicUrl(target: string, options: PublicFetchOptions): Promise<PublicFetchResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  const maxRedirects = options.maxRedirects ?? 3;
  try {
    let url = parsePublicUrl(target);
    for (let redirects = 0; ; redirects += 1) {
      const address = await beforeDeadline(addressFor(url, options), controller.signal);
      const hop = await fetchOnce(url, address, options, controller.signal);
      if (hop.kind === 'body') return hop.result;
      if (redirects >= maxRedirects) throw new PublicFetchError('too_many_redirects', `More than ${maxRedirects} redirects`);
      let next: string;
      try {
        next = new URL(hop.location, url).href;
      } catch {
        throw new PublicFetchError('invalid_url', 'The redirect location is not a valid URL');
      }
      url = parsePublicUrl(next);
    }
  } finally {
    clearTimeout(timer);
  }
}

export interface PublicAddressCheckOptions {
  /** Origins exempt from the address check (tests and development only; see PublicFetchOptions). */
  readonly allowedOrigins?: readonly string[];
  /** Name resolution (DNS by default); tests substitute their own. */
  readonly resolve?: (hostname: string) => Promise<readonly ResolvedAddress[]>;
  /** The whole check (name resolution) must finish within this; 5 s by default. */
  readonly timeoutMs?: number;
}

/**
 * Checks, without connecting, that a URL someone registers (a webhook endpoint, say) would be fetched: http(s), no
 * credentials, and every address its host resolves to public (or its origin allowed). Throws PublicFetchError
 * (`invalid_url`, `scheme`, `credentials`, `unresolvable`, `private_address`, `timeout`). The same checks run again
 * on every request (postPublicUrl, fetchPublicUrl): a name may resolve elsewhere later.
 */
export async function checkPublicUrl(target: string, options: PublicAddressCheckOptions = {}): Promise<URL> {
  const url = parsePublicUrl(target);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? 5000);
  try {
    await beforeDeadline(addressFor(url, options), controller.signal);
    return url;
  } finally {
    clearTimeout(timer);
  }
}

export interface PublicPostOptions extends PublicAddressCheckOptions {
  /** The whole request (connection, upload, response) must finish within this. */
  readonly timeoutMs: number;
  /** At most this much of the response body is read (the rest is dropped and the connection closed). */
  readonly maxResponseBytes: number;
  /** Request headers (`content-length` is set from the body). */
  readonly headers: Readonly<Record<string, string>>;
}

export interface PublicPostResult {
  /** Whatever status the server answered, redirects included (they are never followed). */
  readonly status: number;
  /** The first `maxResponseBytes` bytes of the response body. */
  readonly body: Buffer;
}

/**
 * POSTs `body` to a URL someone registered (a webhook endpoint), with the SSRF guards of fetchPublicUrl: http(s) only,
 * no credentials, every address the host resolves to public (unless the origin is allowed), the connection pinned to
 * the vetted address (DNS rebinding), the whole request bounded by `timeoutMs`. A redirect is NOT followed: its status
 * is answered like any other. Only the first `maxResponseBytes` of the response are read. Throws PublicFetchError
 * when no HTTP answer came (`invalid_url`, `scheme`, `credentials`, `unresolvable`, `private_address`, `timeout`,
 * `network`).
 */
export async function postPublicUrl(target: string, body: string | Buffer, options: PublicPostOptions): Promise<PublicPostResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  const signal = controller.signal;
  try {
    const url = parsePublicUrl(target);
    const address = await beforeDeadline(addressFor(url, options), signal);
    const payload = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
    return await new Promise<PublicPostResult>((resolve, reject) => {
      const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
      const headers: Record<string, string> = { 'accept-encoding': 'identity', ...options.headers, 'content-length': String(payload.length) };
      const req = send(url, { method: 'POST', headers, lookup: pinnedLookup(address), signal, agent: false });
      let settled = false;
      const settle = (result: PublicPostResult) => {
        if (settled) return;
        settled = true;
        resolve(result);
      };
      const failWith = (error: Error) => {
        if (settled) return;
        settled = true;
        if (signal.aborted) reject(new PublicFetchError('timeout', 'The request took too long'));
        else reject(error instanceof PublicFetchError ? error : new PublicFetchError('network', error.message));
      };
      req.on('error', failWith);
      req.on('response', (response: IncomingMessage) => {
        const status = response.statusCode ?? 0;
        const chunks: Buffer[] = [];
        let size = 0;
        const finish = () => settle({ status, body: Buffer.concat(chunks, size) });
        response.on('data', (chunk: Buffer) => {
          if (settled) return;
          const room = options.maxResponseBytes - size;
          if (chunk.length >= room) {
            if (room > 0) chunks.push(chunk.subarray(0, room));
            size += Math.max(0, room);
            finish();
            response.destroy();
            req.destroy();
            return;
          }
          chunks.push(chunk);
          size += chunk.length;
        });
        response.on('end', finish);
        // The status is known: a body cut short (or too slow) still counts as that answer.
        response.on('aborted', finish);
        response.on('error', finish);
      });
      req.end(payload);
    });
  } finally {
    clearTimeout(timer);
  }
}
