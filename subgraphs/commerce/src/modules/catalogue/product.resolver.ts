import { boundedLimitDescription, boundedPage, OFFSET_DESCRIPTION } from '@momstride/kit';
import { Arg, Ctx, FieldResolver, ID, Int, Query, Resolver, Root } from 'type-graphql';
import type { CommerceContext } from '../../context.js';
import { listProducts, productById, PRODUCTS_DEFAULT_LIMIT, PRODUCTS_MAX_LIMIT } from './catalogue.service.js';
import { Product } from './product.entity.js';
import { imagesOf, ProductImage } from './product-image.type.js';
import { Variant } from './variant.entity.js';

/** The catalogue: public (visitors can buy). */
@Resolver(() => Product)
export class ProductResolver {
  @Query(() => [Product], { description: `The shop's products in its order; public; at most ${PRODUCTS_MAX_LIMIT} per page` })
  async products(
    @Arg('limit', () => Int, { defaultValue: PRODUCTS_DEFAULT_LIMIT, description: boundedLimitDescription(PRODUCTS_MAX_LIMIT) }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0, description: OFFSET_DESCRIPTION }) offset: number,
    @Ctx() ctx: CommerceContext,
  ): Promise<Product[]> {
    return listProducts(ctx.em, boundedPage(limit, offset, PRODUCTS_MAX_LIMIT));
  }

  @Query(() => Product, { nullable: true, description: 'One product; null for an unknown id' })
  async product(@Arg('id', () => ID, { description: "The product's id" }) id: string, @Ctx() ctx: CommerceContext): Promise<Product | null> {
    return productById(ctx.em, id);
  }

  @FieldResolver(() => [ProductImage], { description: 'The default image first' })
  images(@Root() product: Product): ProductImage[] {
    return imagesOf(product.images);
  }

  @FieldResolver(() => [Variant], { description: 'Its variants in order (N products, one query)' })
  variants(@Root() product: Product, @Ctx() ctx: CommerceContext): Promise<Variant[]> {
    return ctx.loaders.variantsOfProduct.load(product.id);
  }
}
