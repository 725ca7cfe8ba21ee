import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_SESSION_KEY, getCartSessionId, isCartSessionId, peekCartSessionId } from './cart-session';

function fakeStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, String(value)),
  };
}

describe('cart session id (docs/product.md, Entities and fields)', () => {
  let storage: Storage;
  beforeEach(() => {
    storage = fakeStorage();
    vi.stubGlobal('window', { localStorage: storage });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is absent until the shop asks for it, then a UUID stored under cart_session_id and kept', () => {
    expect(peekCartSessionId()).toBeNull();
    const id = getCartSessionId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(storage.getItem(CART_SESSION_KEY)).toBe(id);
    expect(getCartSessionId()).toBe(id);
    expect(peekCartSessionId()).toBe(id);
  });

  it('replaces a stored value the server would refuse', () => {
    storage.setItem(CART_SESSION_KEY, 'short');
    expect(peekCartSessionId()).toBeNull();
    const id = getCartSessionId();
    expect(id).not.toBe('short');
    expect(storage.getItem(CART_SESSION_KEY)).toBe(id);
  });

  it('keeps one id for the page when storage cannot be written', () => {
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    const id = getCartSessionId();
    expect(getCartSessionId()).toBe(id);
  });
});

describe('cart session ids in links', () => {
  it('takes what the server takes: 16–128 letters, digits, _ or -', () => {
    expect(isCartSessionId('0b6a4f1e-5d1c-4c1e-9a51-a00000000001')).toBe(true);
    expect(isCartSessionId('a'.repeat(16))).toBe(true);
    expect(isCartSessionId('a'.repeat(15))).toBe(false);
    expect(isCartSessionId('a'.repeat(129))).toBe(false);
    expect(isCartSessionId('../../api/orders-xx')).toBe(false);
  });
});
