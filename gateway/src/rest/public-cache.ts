import { createHash } from 'node:crypto';

/** One cached public reply: its bytes and strong ETag, until `expiresAt`. */
export interface CachedReply {
  readonly status: number;
  readonly body: string;
  readonly etag: string;
  readonly expiresAt: number;
}

/** The ETag of a reply's bytes (strong: byte-for-byte identity). */
export const etagOf = (body: string): string => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/**
 * A small in-process cache of public replies (routes with `publicCache`, the same for everyone: the catalogue), kept
 * as long as browsers and CDNs may keep them (`max-age`), so a burst of shoppers costs one GraphQL execution per
 * minute and per URL instead of one each. Concurrent misses of one URL share one execution. Bounded: the oldest entry
 * goes past `maxEntries`.
 */
export class PublicReplyCache {
  readonly #entries = new Map<string, CachedReply>();
  readonly #inFlight = new Map<string, Promise<CachedReply | undefined>>();

  constructor(
    private readonly maxEntries = 200,
    private readonly now: () => number = Date.now,
  ) {}

  /** The fresh reply for `key`, else the one `produce` makes (undefined: an error reply, not cached). */
  async get(key: string, maxAgeSeconds: number, produce: () => Promise<{ status: number; body: string } | undefined>): Promise<CachedReply | undefined> {
    const hit = this.#entries.get(key);
    if (hit && hit.expiresAt > this.now()) return hit;
    const pending = this.#inFlight.get(key);
    if (pending) return pending;
    const made = (async () => {
      try {
        const reply = await produce();
        if (!reply) return undefined;
        const entry: CachedReply = { ...reply, etag: etagOf(reply.body), expiresAt: this.now() + maxAgeSeconds * 1000 };
        this.#entries.delete(key);
        this.#entries.set(key, entry);
        if (this.#entries.size > this.maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
        return entry;
      } finally {
        this.#inFlight.delete(key);
      }
    })();
    this.#inFlight.set(key, made);
    return made;
  }
}
