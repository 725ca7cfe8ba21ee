import { z } from 'zod';
import type { RestProductsQuery } from '../gql/graphql.js';

type RestProduct = RestProductsQuery['products'][number];

/** A product in the REST JSON (docs/product.md, Entities and fields: Product and Variant; schema/openapi.json) plus its handle and features. */
export const productJson = z
  .object({
    id: z.string(),
    handle: z.string(),
    title: z.string(),
    description: z.string(),
    tags: z.array(z.string()),
    features: z.array(z.string()),
    images: z.array(z.object({ src: z.string(), is_default: z.boolean() })),
    variants: z.array(
      z.object({ id: z.string(), title: z.string(), price_display: z.number(), is_enabled: z.boolean(), is_default: z.boolean() }),
    ),
  })
  .meta({ id: 'Product' });

export const toProductJson = (product: RestProduct): z.input<typeof productJson> => ({
  id: product.id,
  handle: product.handle,
  title: product.title,
  description: product.description,
  tags: product.tags,
  features: product.features,
  images: product.images.map((image) => ({ src: image.src, is_default: image.isDefault })),
  variants: product.variants.map((variant) => ({
    id: variant.id,
    title: variant.title,
    price_display: variant.priceDisplay,
    is_enabled: variant.isEnabled,
    is_default: variant.isDefault,
  })),
});
