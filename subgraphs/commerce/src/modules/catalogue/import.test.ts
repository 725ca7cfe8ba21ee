import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { errorCode, subgraph } from '@momstride/testing';

const commerce = subgraph('commerce');
const IMPORT = 'mutation { importCatalogue { source created updated unpublished variants } }';
const PRODUCTS = '{ products(limit: 100) { id title tags images { src isDefault } variants { id title priceDisplay isEnabled } } }';

describe('importCatalogue (the recorded print-on-demand provider)', () => {
  it('admins import the provider products; a second import updates them; members are refused', async () => {
    expect(errorCode(await commerce.gql(IMPORT, {}, { userId: randomUUID() }))).toBe('FORBIDDEN');
    const admin = { userId: randomUUID(), role: 'admin' as const };
    const first = await commerce.gqlOk<{ importCatalogue: Record<string, number | string> }>(IMPORT, {}, admin);
    expect(first.importCatalogue).toMatchObject({ source: 'printful', variants: 4, unpublished: 0 });
    expect(Number(first.importCatalogue.created) + Number(first.importCatalogue.updated)).toBe(2);

    const again = await commerce.gqlOk<{ importCatalogue: Record<string, number | string> }>(IMPORT, {}, admin);
    expect(again.importCatalogue).toMatchObject({ created: 0, updated: 2, variants: 4 });

    const { products } = await commerce.gqlOk<{ products: Array<{ title: string; tags: string[]; variants: Array<{ id: string; title: string; priceDisplay: number; isEnabled: boolean }> }> }>(PRODUCTS);
    const tee = products.filter((product) => product.title === 'Sunrise Club Long Sleeve Tee');
    expect(tee).toHaveLength(1);
    expect(tee[0]!.tags).toEqual(['apparel', 'printful']);
    expect(tee[0]!.variants).toEqual([
      { id: '4122109871', title: 'S', priceDisplay: 34, isEnabled: true },
      { id: '4122109872', title: 'M', priceDisplay: 34, isEnabled: true },
      { id: '4122109873', title: '2XL', priceDisplay: 37.5, isEnabled: false },
    ]);
    expect(products.some((product) => product.title === 'Draft Poster (not for sale)')).toBe(false);
  });
});
