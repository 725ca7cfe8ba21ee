import { Field, ObjectType } from 'type-graphql';

/** An image of a product (docs/product.md, Entities and fields: src, is_default). */
@ObjectType('ProductImage', { description: 'An image of a product' })
export class ProductImage {
  @Field(() => String, { description: "The image's URL" })
  src!: string;

  @Field(() => Boolean, { description: 'The one shown first' })
  isDefault!: boolean;
}

/** An image as products.images stores it (the REST field names). */
export interface StoredProductImage {
  readonly src: string;
  readonly is_default: boolean;
}

/** The images for GraphQL, the default one first. */
export const imagesOf = (stored: readonly StoredProductImage[]): ProductImage[] =>
  [...stored].sort((a, b) => Number(b.is_default) - Number(a.is_default)).map((image) => ({ src: image.src, isDefault: image.is_default }));
