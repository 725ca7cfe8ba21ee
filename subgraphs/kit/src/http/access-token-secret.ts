/**
 * The shape of a personal access token (`msp_…`): accounts issues them, the gateway recognises and hashes them, so the
 * one format lives here, in the part of the kit both may import.
 */
import { createHash, randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';

/** Every personal access token starts with this, so secret scanners (and the gateway) recognise one. */
export const ACCESS_TOKEN_SECRET_PREFIX = 'msp_';
/** Random base62 characters after the prefix: 36 × log2(62) ≈ 214 bits. */
export const ACCESS_TOKEN_RANDOM_LENGTH = 36;
/** Base62 CRC32 of the random part, appended (like GitHub's tokens) so a scanner can validate the shape offline. */
export const ACCESS_TOKEN_CHECKSUM_LENGTH = 6;
/** Characters of the random part shown in lists (`msp_` + these) to recognise a token. */
export const ACCESS_TOKEN_DISPLAY_LENGTH = 8;

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const SHAPE = new RegExp(`^${ACCESS_TOKEN_SECRET_PREFIX}[0-9A-Za-z]{${ACCESS_TOKEN_RANDOM_LENGTH + ACCESS_TOKEN_CHECKSUM_LENGTH}}$`);

/** `length` uniformly random base62 characters (rejection sampling: bytes ≥ 248 are dropped, so no bias). */
function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  return out;
}

/** A number as exactly `width` base62 digits (left-padded with 0). */
function base62(value: number, width: number): string {
  let out = '';
  let rest = value;
  while (rest > 0) {
    out = BASE62[rest % 62] + out;
    rest = Math.floor(rest / 62);
  }
  return out.padStart(width, '0');
}

/** The checksum suffix of a token's random part. */
export const checksumOf = (random: string): string => base62(crc32(random), ACCESS_TOKEN_CHECKSUM_LENGTH);

/** SHA-256 (hex) of the whole secret: all the database keeps (the secret is random enough not to need a salt). */
export const hashAccessTokenSecret = (secret: string): string => createHash('sha256').update(secret, 'utf8').digest('hex');

/** True for the shape of a token we issue: the prefix, 42 base62 characters, and a checksum that matches. */
export function looksLikeAccessTokenSecret(value: string): boolean {
  if (!SHAPE.test(value)) return false;
  const body = value.slice(ACCESS_TOKEN_SECRET_PREFIX.length);
  const random = body.slice(0, ACCESS_TOKEN_RANDOM_LENGTH);
  return checksumOf(random) === body.slice(ACCESS_TOKEN_RANDOM_LENGTH);
}

export interface NewAccessTokenSecret {
  /** `msp_…`: shown once to its owner, never stored. */
  readonly secret: string;
  /** SHA-256 hex of `secret`. */
  readonly hash: string;
  /** `msp_` and the first characters of the random part, to recognise the token in a list. */
  readonly prefix: string;
}

export function newAccessTokenSecret(): NewAccessTokenSecret {
  const random = randomBase62(ACCESS_TOKEN_RANDOM_LENGTH);
  const secret = `${ACCESS_TOKEN_SECRET_PREFIX}${random}${checksumOf(random)}`;
  return { secret, hash: hashAccessTokenSecret(secret), prefix: `${ACCESS_TOKEN_SECRET_PREFIX}${random.slice(0, ACCESS_TOKEN_DISPLAY_LENGTH)}` };
}
