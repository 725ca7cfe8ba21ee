import { describe, expect, it } from 'vitest';
import { withFreshFirstPage, withNextPage } from './photo-list';

const photos = (...ids: string[]) => ids.map((id) => ({ id }));
const ids = (list: Array<{ id: string }>) => list.map((item) => item.id).join(' ');

describe('paging the gallery', () => {
  it('a first page that is not full is the whole list', () => {
    expect(ids(withFreshFirstPage(photos('a', 'b', 'c', 'd'), photos('n', 'a', 'b'), 3 + 1))).toBe('n a b');
  });

  it('keeps what was paged in beyond the first page, without repeats, when a new photo pushes one down', () => {
    // pages of 3: [a b c] [d e]; then n arrives: the fresh first page is [n a b], c moved to the second page.
    expect(ids(withFreshFirstPage(photos('a', 'b', 'c', 'd', 'e'), photos('n', 'a', 'b'), 3))).toBe('n a b c d e');
  });

  it('drops a photo deleted from the first page', () => {
    // [a b c] [d e], b deleted: the fresh first page is [a c d].
    expect(ids(withFreshFirstPage(photos('a', 'b', 'c', 'd', 'e'), photos('a', 'c', 'd'), 3))).toBe('a c d e');
  });

  it('falls back to what came after the first page when the fresh page ends on a photo it did not have', () => {
    expect(ids(withFreshFirstPage(photos('a', 'b', 'c', 'd'), photos('x', 'y', 'z'), 3))).toBe('x y z d');
  });

  it('appends a next page without repeating photos', () => {
    expect(ids(withNextPage(photos('a', 'b', 'c'), photos('c', 'd')))).toBe('a b c d');
  });
});
