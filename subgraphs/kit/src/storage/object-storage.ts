/** Where uploaded files live: local disk in development, an S3-compatible bucket in production. */
export interface ObjectStorage {
  /** Stores `bytes` under `key` (replacing any object there) and returns the public URL to serve it from. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<{ url: string }>;
  /** Removes the object under `key`; a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** The key of an object this storage serves at `url`, or undefined for a URL that is not ours. */
  keyOf(url: string): string | undefined;
  /** The bytes stored under `key`, or undefined when there is no such object (a member's data export reads her photos). */
  read(key: string): Promise<Uint8Array | undefined>;
  /** The total size of the objects whose keys start with `folder/` (the media metrics; a walk or a listing, not cheap). */
  storedBytes(folder: string): Promise<number>;
}

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key)}`);
    this.name = 'InvalidStorageKeyError';
  }
}

const segmentPattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
const MAX_KEY_LENGTH = 512;

/**
 * True for keys made of `/`-separated segments of letters, digits, `.`, `_`, `-` that start with a letter or
 * digit: no empty, `.` or `..` segments, no absolute paths, no backslashes, no dotfiles, no percent escapes.
 */
export const isValidStorageKey = (key: string): boolean =>
  key.length > 0 && key.length <= MAX_KEY_LENGTH && key.split('/').every((segment) => segmentPattern.test(segment));

export const assertValidStorageKey = (key: string): string => {
  if (!isValidStorageKey(key)) throw new InvalidStorageKeyError(key);
  return key;
};

/** `base` + `/` + key, each key segment URL-encoded (they are already URL-safe; this is belt and braces). */
export const publicUrlFor = (base: string, key: string): string =>
  `${base.replace(/\/+$/, '')}/${key.split('/').map(encodeURIComponent).join('/')}`;

/** The key under `base` that `url` names, if it is one of ours and a valid key. */
export const keyUnder = (base: string, url: string): string | undefined => {
  const prefix = `${base.replace(/\/+$/, '')}/`;
  if (!url.startsWith(prefix)) return undefined;
  let key: string;
  try {
    key = decodeURIComponent(url.slice(prefix.length));
  } catch {
    return undefined;
  }
  return isValidStorageKey(key) ? key : undefined;
};
