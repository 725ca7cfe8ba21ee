import { describe, expect, it } from 'vitest';
import { runMomstride, tempConfigDir } from '../../test-support/cli-harness.js';
import { ADMIN_REQUIRED, asAdmin } from '../../test-support/events-harness.js';
import { adminEnv, freshMember, memberEnv, runOnTerminal } from '../../test-support/users-harness.js';

interface ProductJson {
  id: string;
  handle: string;
  title: string;
  tags: string[];
  category: string;
  variants: { id: string; title: string; priceCents: number; priceDisplay: number; isEnabled: boolean }[];
}

/** The recorded Printful stand-in of the test stack offers these two (PRINTFUL_API_URL, PRINTFUL_API_TOKEN). */
const IMPORTED = ['Sunrise Club Long Sleeve Tee', 'Trail Mom Enamel Mug'];

/** `products list --json` as a visitor (no credentials at all: the catalogue is public). */
async function listJson(): Promise<ProductJson[]> {
  const run = await runMomstride(['products', 'list', '--json'], { configDir: tempConfigDir() });
  expect(run).toMatchObject({ code: 0, stderr: '' });
  return JSON.parse(run.stdout) as ProductJson[];
}

describe('momstride products list', () => {
  it('--json prints the catalogue without signing in, each product with its category by the shop\'s tag rule', async () => {
    const products = await listJson();
    const tee = products.find((product) => product.title === 'Walk Together Tee');
    expect(tee).toMatchObject({ handle: 'walk-together-tee', tags: ['t-shirt', 'apparel'], category: 'apparel' });
    expect(tee?.variants).toHaveLength(18);
    expect(tee?.variants.filter((variant) => !variant.isEnabled).map((variant) => variant.title)).toEqual(['Navy / XS']);
    expect(products.find((product) => product.title === 'Sunrise Miles Hoodie')).toMatchObject({ category: 'apparel' });
    const tote = products.find((product) => product.tags.includes('bag'));
    expect(tote).toMatchObject({ category: 'accessories' });
    const apparelTags = ['t-shirt', 'clothing', 'apparel', 'shirt', 'hoodie'];
    for (const product of products) {
      expect(product.category).toBe(product.tags.some((tag) => apparelTags.includes(tag)) ? 'apparel' : 'accessories');
    }
  });

  it('prints one tab-separated line per product when piped: id, title, category, variants, price range, sold out', async () => {
    const run = await runMomstride(['products', 'list'], { configDir: tempConfigDir() });
    expect(run).toMatchObject({ code: 0, stderr: '' });
    const tee = (await listJson()).find((product) => product.title === 'Walk Together Tee');
    expect(run.stdout.split('\n')).toContain([tee?.id, 'Walk Together Tee', 'Apparel', '18', '28.00-30.00', '1'].join('\t'));
  });

  it('draws a table on a terminal with prices in US dollars and the category counts', async () => {
    const { terminal, done } = runOnTerminal(['products', 'list'], await adminEnv(), { columns: 150 });
    expect(await done).toBe(0);
    const screen = terminal.screen();
    expect(screen).toMatch(/TITLE\s+CATEGORY\s+VARIANTS\s+PRICE\s+SOLD OUT\n/);
    expect(screen).toMatch(/\nWalk Together Tee\s+Apparel\s+18\s+\$28\.00–\$30\.00\s+1\s*\n/);
    expect(screen.trimEnd().split('\n').at(-1)).toMatch(/^\d+ products: \d+ apparel, \d+ accessories$/);
  });
});

describe('momstride products import', () => {
  it("imports the provider's two products (created or updated) and says what it did; they join the list", async () => {
    const plain = await asAdmin(['products', 'import']);
    expect(plain.stderr).toBe('');
    expect(plain.code).toBe(0);
    const said = /^Imported from printful: (\d+) new, (\d+) updated, 0 unpublished \(4 variants\)\n$/.exec(plain.stdout);
    expect(said).not.toBeNull();
    expect(Number(said?.[1]) + Number(said?.[2])).toBe(2);

    const json = await asAdmin(['products', 'import', '--json']);
    expect(json).toMatchObject({ code: 0, stderr: '' });
    // The first run above (or another test's import) created them: this one brings them up to date.
    expect(JSON.parse(json.stdout)).toEqual({ source: 'printful', created: 0, updated: 2, unpublished: 0, variants: 4 });

    const products = await listJson();
    for (const title of IMPORTED) expect(products.filter((product) => product.title === title), title).toHaveLength(1);
    const tee = products.find((product) => product.title === IMPORTED[0]);
    expect(tee).toMatchObject({ category: 'apparel' });
    expect(tee?.variants.map((variant) => [variant.title, variant.priceCents, variant.isEnabled])).toEqual([
      ['S', 3400, true],
      ['M', 3400, true],
      ['2XL', 3750, false],
    ]);
    expect(products.find((product) => product.title === IMPORTED[1])).toMatchObject({ category: 'accessories' });

    const piped = await runMomstride(['products', 'list'], { configDir: tempConfigDir() });
    expect(piped.stdout.split('\n')).toContain([tee?.id, IMPORTED[0], 'Apparel', '3', '34.00-37.50', '1'].join('\t'));
  });

  it('refuses members (exit 1, "Admin access required") and asks visitors to sign in (exit 4)', async () => {
    const member = await freshMember();
    expect(await runMomstride(['products', 'import'], { configDir: tempConfigDir(), env: memberEnv(member) })).toEqual({
      code: 1,
      stdout: '',
      stderr: ADMIN_REQUIRED,
    });
    expect(await runMomstride(['products', 'import'], { configDir: tempConfigDir() })).toMatchObject({ code: 4, stdout: '' });
  });
});
