/** GraphiQL's storage keys all start with this (its StorageAPI namespace). */
const NAMESPACE = 'graphiql:';
/** Where GraphiQL keeps the headers editor's text when told to persist headers: never written here. */
const HEADERS_KEY = `${NAMESPACE}headers`;

/** The storage GraphiQL is given: localStorage's shape, as its StorageAPI expects. */
export interface ExplorerStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  clear(): void;
  readonly length: number;
}

/** A JSON value with every `headers` property (at any depth) emptied: tab state, history and favourites carry one. */
const withoutHeaders = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withoutHeaders);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, key === 'headers' ? null : withoutHeaders(inner)]));
};

/**
 * What may be stored under `key`: nothing for the headers key; for any other GraphiQL key the JSON value with its
 * headers emptied; a value that is not JSON (GraphiQL's plain strings: the query text, flags) as it is.
 */
export const storableValue = (key: string, value: string): string | null => {
  if (key === HEADERS_KEY) return null;
  if (!key.startsWith(NAMESPACE)) return value;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return value;
  }
  return typeof parsed === 'object' && parsed !== null ? JSON.stringify(withoutHeaders(parsed)) : value;
};

/**
 * GraphiQL's storage with headers kept out (docs/security.md, "GraphQL explorer"): whatever GraphiQL writes — its
 * tab state (each tab's headers), its history and favourites (each run's headers), the headers key — reaches the
 * browser's storage without the headers, whatever the settings or the order of its writes; what it reads back has
 * none either (a value saved by an older build is cleaned on read).
 */
export const headerlessStorage = (backing: Storage): ExplorerStorage => ({
  getItem: (key) => {
    const value = backing.getItem(key);
    if (value === null) return null;
    const storable = storableValue(key, value);
    if (storable !== value) {
      if (storable === null) backing.removeItem(key);
      else backing.setItem(key, storable);
    }
    return storable;
  },
  setItem: (key, value) => {
    const storable = storableValue(key, value);
    if (storable === null) backing.removeItem(key);
    else backing.setItem(key, storable);
  },
  removeItem: (key) => backing.removeItem(key),
  clear: () => {
    for (const key of Object.keys(backing)) if (key.startsWith(NAMESPACE)) backing.removeItem(key);
  },
  get length() {
    return Object.keys(backing).filter((key) => key.startsWith(NAMESPACE)).length;
  },
});
