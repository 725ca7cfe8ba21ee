import { ProductFeedError, type FeedProduct, type FeedVariant, type ProductFeed } from '../product-feed.js';

/** The parts of Printful's Store API (v1: GET /store/products, GET /store/products/{id}) the importer reads. */
interface PrintfulEnvelope<T> {
  code: number;
  result: T;
  paging?: { total: number; offset: number; limit: number };
  error?: { message?: string };
}
interface PrintfulSyncProduct {
  id: number;
  external_id?: string;
  name: string;
  thumbnail_url?: string | null;
  is_ignored?: boolean;
}
interface PrintfulSyncVariant {
  id: number;
  name: string;
  retail_price: string;
  currency?: string;
  is_ignored?: boolean;
  availability_status?: string;
  product?: { name?: string; image?: string };
  files?: Array<{ type?: string; preview_url?: string | null; thumbnail_url?: string | null }>;
}
interface PrintfulProductDetail {
  sync_product: PrintfulSyncProduct;
  sync_variants: PrintfulSyncVariant[];
}

export interface PrintfulFeedOptions {
  /** e.g. https://api.printful.com */
  readonly baseUrl: string;
  readonly token: string;
  /** Each request must answer within this. */
  readonly timeoutMs?: number;
  readonly fetch?: typeof fetch;
}

const PAGE = 100;
const APPAREL_WORDS = /\b(t-?shirt|tee|shirt|hoodie|sweatshirt|crewneck|tank|jogger|leggings)\b/i;

/** "Walk Together Tee / Sage / M" → "Sage / M" (Printful names variants after their product). */
const variantTitle = (productName: string, variantName: string): string => {
  const prefix = `${productName} - `;
  const prefixSlash = `${productName} / `;
  if (variantName.startsWith(prefix)) return variantName.slice(prefix.length);
  if (variantName.startsWith(prefixSlash)) return variantName.slice(prefixSlash.length);
  return variantName;
};

const cents = (price: string): number => {
  const value = Number.parseFloat(price);
  if (!Number.isFinite(value) || value < 0) throw new ProductFeedError(`Printful sent a price that is not a number: ${JSON.stringify(price)}`);
  return Math.round(value * 100);
};

/** Printful's sync products as the shop's products: apparel tagged by name, one image per variant preview. */
export function toFeedProduct(detail: PrintfulProductDetail): FeedProduct {
  const product = detail.sync_product;
  const variants: FeedVariant[] = detail.sync_variants.map((variant, index) => ({
    id: String(variant.id),
    title: variantTitle(product.name, variant.name),
    priceCents: cents(variant.retail_price),
    isEnabled: !variant.is_ignored && (variant.availability_status ?? 'active') === 'active',
    isDefault: index === 0,
  }));
  const previews = detail.sync_variants.flatMap((variant) => variant.files?.filter((file) => file.type === 'preview').map((file) => file.preview_url ?? '') ?? []).filter(Boolean);
  const imageUrls = [...new Set([product.thumbnail_url ?? '', ...previews].filter((url) => /^https:\/\//.test(url)))];
  const apparel = APPAREL_WORDS.test(product.name);
  return {
    sourceId: String(product.id),
    handle: product.name,
    title: product.name,
    description: '',
    tags: apparel ? ['apparel', 'printful'] : ['accessories', 'printful'],
    features: ['Printed to order'],
    images: imageUrls.map((src, index) => ({ src, isDefault: index === 0 })),
    variants,
  };
}

/** Printful's Store API as a ProductFeed: every page of sync products, then each one's variants (ignored products skipped). */
export function printfulFeed(options: PrintfulFeedOptions): ProductFeed {
  const send = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/+$/, '');
  const get = async <T>(path: string): Promise<PrintfulEnvelope<T>> => {
    let response: Response;
    try {
      response = await send(`${base}${path}`, {
        headers: { authorization: `Bearer ${options.token}`, accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new ProductFeedError(`Printful could not be reached: ${error instanceof Error ? error.message : String(error)}`);
    }
    const body = (await response.json().catch(() => undefined)) as PrintfulEnvelope<T> | undefined;
    if (!response.ok || !body || body.code !== 200) {
      throw new ProductFeedError(`Printful answered ${response.status}: ${body?.error?.message ?? (typeof body?.result === 'string' ? body.result : 'no details')}`);
    }
    return body;
  };
  return {
    source: 'printful',
    async products() {
      const summaries: PrintfulSyncProduct[] = [];
      for (let offset = 0; ; offset += PAGE) {
        const page = await get<PrintfulSyncProduct[]>(`/store/products?offset=${offset}&limit=${PAGE}`);
        summaries.push(...page.result);
        if (page.result.length < PAGE || summaries.length >= (page.paging?.total ?? 0)) break;
      }
      const products: FeedProduct[] = [];
      for (const summary of summaries.filter((item) => !item.is_ignored)) {
        const detail = await get<PrintfulProductDetail>(`/store/products/${encodeURIComponent(String(summary.id))}`);
        products.push(toFeedProduct(detail.result));
      }
      return products;
    },
  };
}
