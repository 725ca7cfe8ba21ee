import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import type { EntityManager as SqlEntityManager } from '@momstride/kit';
import { demoCatalogue, demoOrderId, demoOrders, demoProductId, demoVariantId } from './demo-catalogue.js';

/**
 * The demo shop: MomStride's merchandise line with its variants (one sold out), and two order requests (one new, one
 * confirmed) priced from it. Idempotent: fixed ids, ON CONFLICT DO NOTHING (an admin's later changes stay).
 */
export class DemoSeeder extends Seeder {
  async run(baseEm: EntityManager): Promise<void> {
    const em = baseEm as unknown as SqlEntityManager;
    await em.transactional(async (tx) => {
      for (const [index, product] of demoCatalogue.entries()) {
        const id = demoProductId(index);
        const images = product.colours.map((colour, position) => ({ src: product.images[colour]!, is_default: position === 0 }));
        const inserted = await tx.execute<unknown[]>(
          `insert into products (id, handle, title, description, tags, features, images, position) values (?, ?, ?, ?, array[?]::text[], array[?]::text[], ?::jsonb, ?)
           on conflict do nothing returning id`,
          [id, product.handle, product.title, product.description, product.tags, product.features, JSON.stringify(images), index],
        );
        if (inserted.length === 0) continue;
        let position = 0;
        for (const colour of product.colours) {
          for (const size of product.sizes) {
            const title = product.sizes.length === 1 && size.startsWith('One') ? colour : `${colour} / ${size}`;
            const price = typeof product.priceCents === 'function' ? product.priceCents(size) : product.priceCents;
            const soldOut = product.soldOut?.includes(`${colour} / ${size}`) ?? false;
            await tx.execute(
              'insert into variants (id, product_id, title, price_cents, is_enabled, is_default, position) values (?, ?, ?, ?, ?, ?, ?) on conflict do nothing',
              [demoVariantId(index, position), id, title, price, !soldOut, position === (product.sizes.includes('M') ? product.sizes.indexOf('M') : 0), position],
              'run',
            );
            position += 1;
          }
        }
      }
      for (const [index, order] of demoOrders.entries()) await seedOrder(tx, demoOrderId(index), order);
    });
  }
}

/** One demo order request with its lines at the catalogue's prices; nothing when it is there already. */
async function seedOrder(tx: SqlEntityManager, id: string, order: (typeof demoOrders)[number]): Promise<void> {
  const lines = [];
  for (const [productIndex, variantIndex, quantity] of order.lines) {
    const [variant] = await tx.execute<Array<{ product_id: string; product_title: string; variant_title: string; price_cents: number; image: string | null }>>(
      `select p.id as product_id, p.title as product_title, v.title as variant_title, v.price_cents, p.images->0->>'src' as image
       from variants v join products p on p.id = v.product_id where v.id = ?`,
      [demoVariantId(productIndex, variantIndex)],
    );
    if (variant) lines.push({ ...variant, variant_id: demoVariantId(productIndex, variantIndex), quantity });
  }
  if (lines.length === 0) return;
  const subtotal = lines.reduce((sum, line) => sum + line.price_cents * line.quantity, 0);
  const createdAt = new Date(Date.now() - order.hoursAgo * 60 * 60 * 1000).toISOString();
  const inserted = await tx.execute<unknown[]>(
    `insert into orders (id, status, session_id, first_name, last_name, email, address1, city, region, zip, country, subtotal_cents, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict do nothing returning id`,
    [id, order.status, `demo-order-${id}`, order.firstName, order.lastName, order.email, order.address1, order.city, order.region, order.zip, order.country, subtotal, createdAt, createdAt],
  );
  if (inserted.length === 0) return;
  for (const [position, line] of lines.entries()) {
    await tx.execute(
      `insert into order_lines (order_id, position, product_id, variant_id, product_title, variant_title, image, unit_price_cents, quantity, line_total_cents)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [id, position + 1, line.product_id, line.variant_id, line.product_title, line.variant_title, line.image, line.price_cents, line.quantity, line.price_cents * line.quantity],
      'run',
    );
  }
}
