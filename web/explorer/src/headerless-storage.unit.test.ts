import { describe, expect, it } from 'vitest';
import { headerlessStorage, storableValue } from './headerless-storage';

const token = 'Bearer msp_abcdefghijklmnopqrstuvwxyz0123456789ABCDEF';

/** A Storage over a Map (the unit tests have no browser); the browser test uses Chromium's own localStorage. */
const memoryStorage = (): Storage => {
  const items = new Map<string, string>();
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
    key: (index: number) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
  return new Proxy(storage, { ownKeys: () => [...items.keys()], getOwnPropertyDescriptor: (_t, key) => (items.has(String(key)) ? { enumerable: true, configurable: true, value: items.get(String(key)) } : undefined) }) as unknown as Storage;
};

describe("the explorer's storage", () => {
  it('never stores the headers key, and empties headers in tab state, history and favourites', () => {
    const backing = memoryStorage();
    const storage = headerlessStorage(backing);
    storage.setItem('graphiql:headers', JSON.stringify({ Authorization: token }));
    const tabState = { activeTabIndex: 0, tabs: [{ id: 'a', query: 'query Me { me { id } }', headers: JSON.stringify({ Authorization: token }) }] };
    storage.setItem('graphiql:tabState', JSON.stringify(tabState));
    storage.setItem('graphiql:queries', JSON.stringify({ queries: [{ query: '{ me { id } }', headers: `{"Authorization":"${token}"}` }] }));
    storage.setItem('graphiql:query', 'query Me { me { id } }');
    const everything = JSON.stringify(Object.fromEntries(['graphiql:headers', 'graphiql:tabState', 'graphiql:queries', 'graphiql:query'].map((key) => [key, backing.getItem(key)])));
    expect(everything).not.toContain('msp_');
    expect(backing.getItem('graphiql:headers')).toBeNull();
    expect(JSON.parse(backing.getItem('graphiql:tabState')!)).toEqual({ ...tabState, tabs: [{ ...tabState.tabs[0], headers: null }] });
    expect(backing.getItem('graphiql:query')).toBe('query Me { me { id } }');
  });

  it('cleans a value an older build saved when GraphiQL reads it back', () => {
    const backing = memoryStorage();
    backing.setItem('graphiql:tabState', JSON.stringify({ tabs: [{ headers: token }] }));
    backing.setItem('graphiql:headers', token);
    const storage = headerlessStorage(backing);
    expect(storage.getItem('graphiql:tabState')).toBe(JSON.stringify({ tabs: [{ headers: null }] }));
    expect(storage.getItem('graphiql:headers')).toBeNull();
    expect(JSON.stringify([backing.getItem('graphiql:tabState'), backing.getItem('graphiql:headers')])).not.toContain('msp_');
  });

  it('leaves plain strings and keys outside GraphiQL as they are', () => {
    expect(storableValue('graphiql:query', '{ me { id } }')).toBe('{ me { id } }');
    expect(storableValue('graphiql:shouldPersistHeaders', 'false')).toBe('false');
    expect(storableValue('other', JSON.stringify({ headers: 'x' }))).toBe(JSON.stringify({ headers: 'x' }));
  });
});
