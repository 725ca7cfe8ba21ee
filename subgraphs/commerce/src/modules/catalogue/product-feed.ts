/**
 * Where the catalogue comes from. The shop always reads the local database (catalogue.service.ts); a ProductFeed is an
 * outside source an admin imports from (import-catalogue.ts upserts what it yields), e.g. a print-on-demand provider.
 */
export interface FeedVariant {
  /** The provider's variant id, as text. */
  readonly id: string;
  readonly title: string;
  readonly priceCents: number;
  readonly isEnabled: boolean;
  readonly isDefault: boolean;
}

export interface FeedProduct {
  /** The provider's product id, as text. */
  readonly sourceId: string;
  readonly handle: string;
  readonly title: string;
  readonly description: string;
  readonly tags: readonly string[];
  readonly features: readonly string[];
  readonly images: ReadonlyArray<{ readonly src: string; readonly isDefault: boolean }>;
  readonly variants: readonly FeedVariant[];
}

export interface ProductFeed {
  /** Stored as products.source, e.g. "printful". */
  readonly source: string;
  /** Every product the source offers now. Throws ProductFeedError when the source cannot be read. */
  products(): Promise<FeedProduct[]>;
}

export class ProductFeedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProductFeedError';
  }
}
