import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ProductFeedError } from '../product-feed.js';
import { printfulFeed } from './printful-feed.js';

const recordings = join(dirname(fileURLToPath(import.meta.url)), 'recordings');
const recorded = (file: string) => readFileSync(join(recordings, file), 'utf8');

/** A fetch answering from the recorded Store API responses, noting what was asked. */
function recordedFetch(status = 200) {
  const asked: Array<{ url: string; authorization: string | null }> = [];
  const fake = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    asked.push({ url: `${url.pathname}${url.search}`, authorization: new Headers(init?.headers).get('authorization') });
    if (status !== 200) return new Response(JSON.stringify({ code: status, result: 'Unauthorized', error: { message: 'Invalid token' } }), { status });
    const one = /\/store\/products\/(\d+)$/.exec(url.pathname);
    const body = url.pathname.endsWith('/store/products') ? recorded('store-products.json') : recorded(`store-product-${one![1]}.json`);
    return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { fake, asked };
}

describe('printfulFeed (recorded Store API responses)', () => {
  it('reads every sync product, skips ignored ones, and maps them to the shop', async () => {
    const { fake, asked } = recordedFetch();
    const products = await printfulFeed({ baseUrl: 'https://api.printful.test/', token: 'secret', fetch: fake }).products();
    expect(asked.map((request) => request.url)).toEqual(['/store/products?offset=0&limit=100', '/store/products/301441052', '/store/products/301441077']);
    expect(asked.every((request) => request.authorization === 'Bearer secret')).toBe(true);
    expect(products.map((product) => product.title)).toEqual(['Sunrise Club Long Sleeve Tee', 'Trail Mom Enamel Mug']);

    const [tee, mug] = products;
    expect(tee).toMatchObject({ sourceId: '301441052', tags: ['apparel', 'printful'], features: ['Printed to order'] });
    expect(tee!.variants).toEqual([
      { id: '4122109871', title: 'S', priceCents: 3400, isEnabled: true, isDefault: true },
      { id: '4122109872', title: 'M', priceCents: 3400, isEnabled: true, isDefault: false },
      { id: '4122109873', title: '2XL', priceCents: 3750, isEnabled: false, isDefault: false },
    ]);
    expect(tee!.images[0]).toEqual({ src: 'https://files.cdn.printful.com/files/8a1/8a1c0f0e2b7d4c6a9e3f_preview.png', isDefault: true });
    expect(tee!.images.filter((image) => image.isDefault)).toHaveLength(1);
    expect(mug).toMatchObject({ tags: ['accessories', 'printful'], variants: [{ id: '4122110004', title: 'Trail Mom Enamel Mug', priceCents: 2200, isEnabled: true }] });
  });

  it("says what the provider answered when it refuses", async () => {
    const { fake } = recordedFetch(401);
    await expect(printfulFeed({ baseUrl: 'https://api.printful.test', token: 'wrong', fetch: fake }).products()).rejects.toThrow(
      new ProductFeedError('Printful answered 401: Invalid token'),
    );
  });
});
