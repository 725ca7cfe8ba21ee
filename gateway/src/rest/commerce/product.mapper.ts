import type { RestProductsQuery } from '../gql/graphql.js';

type RestProduct = RestProductsQuery['products'][number];

/** A product in the spec's JSON (§3 Product and Variant; api-additions.md) plus its handle and features. */
export const toProductJson = (product: RestProduct) => ({
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
