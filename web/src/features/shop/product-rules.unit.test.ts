import { describe, expect, it } from 'vitest';
import { categoryOf, countByCategory, defaultVariant, truncateDescription, visibleVariants } from './product-rules';

describe('shop category rule (docs/product.md, States and transitions)', () => {
  it('is apparel when a tag is t-shirt, clothing, apparel, shirt or hoodie; accessories otherwise', () => {
    for (const tag of ['t-shirt', 'clothing', 'apparel', 'shirt', 'hoodie']) expect(categoryOf(['gift', tag])).toBe('apparel');
    expect(categoryOf(['Hoodie '])).toBe('apparel');
    expect(categoryOf(['bag', 'accessories'])).toBe('accessories');
    expect(categoryOf(['sweatshirts', 'apparel-ish'])).toBe('accessories');
    expect(categoryOf([])).toBe('accessories');
  });

  it('counts the tabs: all, apparel, accessories', () => {
    expect(countByCategory([{ tags: ['t-shirt'] }, { tags: ['mug'] }, { tags: ['hoodie', 'apparel'] }, { tags: [] }])).toEqual({
      all: 4,
      apparel: 2,
      accessories: 2,
    });
  });
});

describe('default variant (docs/product.md, States and transitions)', () => {
  const v = (id: string, isEnabled: boolean, isDefault = false) => ({ id, isEnabled, isDefault });

  it('takes the enabled default', () => {
    expect(defaultVariant([v('a', true), v('b', true, true), v('c', true)])?.id).toBe('b');
  });

  it('else the first enabled one (a disabled default is passed over)', () => {
    expect(defaultVariant([v('a', false), v('b', false, true), v('c', true), v('d', true)])?.id).toBe('c');
  });

  it('else the first, and nothing for no variants', () => {
    expect(defaultVariant([v('a', false), v('b', false, true)])?.id).toBe('a');
    expect(defaultVariant([])).toBeUndefined();
  });
});

describe('description truncation (docs/product.md, Business constants and limits: 150 characters)', () => {
  it('keeps a description of up to 150 characters whole', () => {
    const exact = 'x'.repeat(150);
    expect(truncateDescription(exact)).toBe(exact);
    expect(truncateDescription('  Soft cotton.  ')).toBe('Soft cotton.');
  });

  it('cuts a longer one at a word, ellipsis included, within 150 characters', () => {
    const long = 'Our signature tee for Saturday walks and school runs alike. Soft, breathable cotton with a relaxed fit that layers under a jacket or stands on its own, printed with the words that started it all.';
    const cut = truncateDescription(long);
    expect([...cut].length).toBeLessThanOrEqual(150);
    expect(cut.endsWith('…')).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(cut).toBe('Our signature tee for Saturday walks and school runs alike. Soft, breathable cotton with a relaxed fit that layers under a jacket or stands on its…');
  });

  it('cuts a text without spaces at the limit, never inside an emoji', () => {
    expect(truncateDescription('y'.repeat(200))).toBe(`${'y'.repeat(149)}…`);
    const emoji = '🌅'.repeat(160);
    expect(truncateDescription(emoji)).toBe(`${'🌅'.repeat(149)}…`);
  });
});

describe('variant buttons (docs/product.md, Business constants and limits: up to 6 plus +N more)', () => {
  const variants = Array.from({ length: 18 }, (_, i) => i);

  it('shows six and counts the rest', () => {
    expect(visibleVariants(variants, false)).toEqual({ shown: variants.slice(0, 6), more: 12 });
  });

  it('shows all when opened, and all of six or fewer with nothing more', () => {
    expect(visibleVariants(variants, true).shown).toHaveLength(18);
    expect(visibleVariants(variants.slice(0, 6), false)).toEqual({ shown: variants.slice(0, 6), more: 0 });
  });
});
