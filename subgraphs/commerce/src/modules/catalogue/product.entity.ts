import { randomUUID } from 'node:crypto';
import { ArrayType, Entity, JsonType, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import type { StoredProductImage } from './product-image.type.js';

/** A product of the shop (docs/product.md, Entities and fields: Product, print-on-demand shape). Indexes: Migration20261228090000. */
@Entity({ tableName: 'products' })
@ObjectType('Product', { description: 'A product of the merchandise shop' })
export class Product {
  [OptionalProps]?: 'description' | 'tags' | 'features' | 'images' | 'position' | 'isPublished' | 'source' | 'sourceId' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  @Field(() => ID, { description: "The product's id (a UUID)" })
  id: string = randomUUID();

  /** Stable name for links and imports, e.g. `walk-together-tee`. */
  @Property({ type: 'text' })
  @Field(() => String, { description: 'A stable slug, e.g. "walk-together-tee"' })
  handle!: string;

  @Property({ type: 'text' })
  @Field(() => String, { description: "The product's title" })
  title!: string;

  @Property({ type: 'text', default: '' })
  @Field(() => String, { description: 'What the product is, as plain text; empty when none' })
  description: string = '';

  @Property({ type: ArrayType, columnType: 'text[]', defaultRaw: `'{}'` })
  @Field(() => [String], { description: 'e.g. "t-shirt", "apparel", "accessories" (the shop\'s tabs follow them)' })
  tags: string[] = [];

  @Property({ type: ArrayType, columnType: 'text[]', defaultRaw: `'{}'` })
  @Field(() => [String], { description: 'Short selling points shown on the card' })
  features: string[] = [];

  /** As stored: `[{src, is_default}]` (the GraphQL field maps it: product.resolver.ts). */
  @Property({ type: JsonType, columnType: 'jsonb', defaultRaw: `'[]'` })
  images: StoredProductImage[] = [];

  /** The shop's order. */
  @Property({ type: 'integer', default: 0 })
  position: number = 0;

  @Property({ type: 'boolean', default: true })
  isPublished: boolean = true;

  /** Where an imported product came from (e.g. "printful") and its id there; null for products made here. */
  @Property({ type: 'text', nullable: true })
  source: string | null = null;

  @Property({ type: 'text', nullable: true })
  sourceId: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt: Date = new Date();
}
