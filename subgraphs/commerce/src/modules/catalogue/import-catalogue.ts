import type { EntityManager } from '@momstride/kit';
import type { FeedProduct, ProductFeed } from './product-feed.js';

export interface ImportSummary {
  readonly source: string;
  readonly created: number;
  readonly updated: number;
  /** Products of this source the feed no longer offers: unpublished (kept for orders and carts), not deleted. */
  readonly unpublished: number;
  readonly variants: number;
}

const slug = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80) || 'product';

const VARIANT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Imports a feed into the local catalogue in one transaction: each product upserted by (source, source id) — title,
 * description, tags, features, images, published again — and its variants upserted by id (price, title, availability);
 * variants the feed dropped are disabled and products it dropped unpublished (carts and orders may still name them).
 * A handle taken by another product gets the source id appended.
 */
export async function importCatalogue(em: EntityManager, feed: ProductFeed): Promise<ImportSummary> {
  const products = await feed.products();
  return em.transactional(async (tem) => {
    let created = 0;
    let updated = 0;
    let variants = 0;
    const seen: string[] = [];
    for (const [index, product] of products.entries()) {
      const id = await upsertProduct(tem, feed.source, product, index);
      if (id.created) created += 1;
      else updated += 1;
      seen.push(product.sourceId);
      const kept = product.variants.filter((variant) => VARIANT_ID.test(variant.id));
      for (const [position, variant] of kept.entries()) {
        await tem.execute(
          `insert into variants (id, product_id, title, price_cents, is_enabled, is_default, position) values (?, ?, ?, ?, ?, ?, ?)
           on conflict (id) do update set product_id = excluded.product_id, title = excluded.title, price_cents = excluded.price_cents,
             is_enabled = excluded.is_enabled, is_default = excluded.is_default, position = excluded.position`,
          [variant.id, id.id, variant.title, Math.max(0, Math.round(variant.priceCents)), variant.isEnabled, variant.isDefault, position],
          'run',
        );
        variants += 1;
      }
      await tem.execute('update variants set is_enabled = false where product_id = ? and not (id = any(array[?]::text[]))', [id.id, kept.length > 0 ? kept.map((v) => v.id) : ['']], 'run');
    }
    const dropped = await tem.execute<unknown[]>(
      `update products set is_published = false, updated_at = now() where source = ? and is_published and not (source_id = any(array[?]::text[])) returning id`,
      [feed.source, seen.length > 0 ? seen : ['']],
    );
    return { source: feed.source, created, updated, unpublished: dropped.length, variants };
  });
}

async function upsertProduct(tem: EntityManager, source: string, product: FeedProduct, index: number): Promise<{ id: string; created: boolean }> {
  const images = JSON.stringify(product.images.map((image) => ({ src: image.src, is_default: image.isDefault })));
  const [existing] = await tem.execute<Array<{ id: string }>>('select id from products where source = ? and source_id = ? for update', [source, product.sourceId]);
  if (existing) {
    await tem.execute(
      `update products set title = ?, description = ?, tags = array_remove(array[?]::text[], ''), features = array_remove(array[?]::text[], ''), images = ?::jsonb, is_published = true, updated_at = now() where id = ?`,
      [product.title, product.description, nonEmpty(product.tags), nonEmpty(product.features), images, existing.id],
      'run',
    );
    return { id: existing.id, created: false };
  }
  const base = slug(product.handle || product.title);
  const [taken] = await tem.execute<unknown[]>('select 1 from products where handle = ?', [base]);
  const [row] = await tem.execute<Array<{ id: string }>>(
    `insert into products (id, handle, title, description, tags, features, images, position, source, source_id)
     values (gen_random_uuid(), ?, ?, ?, array_remove(array[?]::text[], ''), array_remove(array[?]::text[], ''), ?::jsonb, (select coalesce(max(position), 0) + 1 + ? from products), ?, ?)
     returning id`,
    [taken ? `${base}-${slug(product.sourceId)}` : base, product.title, product.description, nonEmpty(product.tags), nonEmpty(product.features), images, index, source, product.sourceId],
  );
  return { id: row!.id, created: true };
}

/** knex expands an array binding into a list; an empty list would be `array[]` (untyped): send one blank, removed after. */
const nonEmpty = (values: readonly string[]): string[] => (values.length > 0 ? [...values] : ['']);
