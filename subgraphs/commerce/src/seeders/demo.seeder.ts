import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import type { EntityManager as SqlEntityManager } from '@momstride/kit';
import { demoCatalogue, demoProductId, demoVariantId } from './demo-catalogue.js';

/**
 * The demo shop: MomStride's merchandise line with its variants (one sold out). Idempotent: fixed ids, ON CONFLICT DO
 * NOTHING (an admin's later changes to a demo product stay).
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
    });
  }
}
