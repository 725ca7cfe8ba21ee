import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Page } from '../../kit/page';
import { AlertIcon, ShirtIcon } from '../../components/icons';
import { PageHeading } from '../../components/page-heading';
import { TabCount, Tabs } from '../../components/tabs';
import { getFragmentData } from '../../gql';
import { CartContentsFragment, CartQuery } from './cart/cart-query';
import { getCartSessionId } from './cart/cart-session';
import { useSession } from '../../lib/session';
import { CartLink } from './cart-link';
import { ProductGrid } from './product-grid';
import { categoryOf, countByCategory, type ShopCategory } from './product-rules';
import { ShopBanner } from './shop-banner';
import { PRODUCT_PAGE, ShopProductsQuery } from './shop-query';
import { QueryState } from '../../kit/query-state';

type ShopTab = 'all' | ShopCategory;

const TABS: ReadonlyArray<{ key: ShopTab; label: string }> = [
  { key: 'all', label: 'All Products' },
  { key: 'apparel', label: 'Apparel' },
  { key: 'accessories', label: 'Accessories' },
];

const isTab = (value: string | null): value is ShopTab => TABS.some((tab) => tab.key === value);

/**
 * docs/product.md, Shop: the banner, category tabs with counts (`?tab=`), product cards, View Cart / Checkout once the cart
 * has items; a loading state and 'Error loading products: {message}' with Try Again. The cart session id is created
 * on the first visit (docs/product.md, Entities and fields: Cart session id).
 */
export function ShopPage() {
  const framed = useSession().user !== null;
  const [sessionId] = useState(getCartSessionId);
  const [params, setParams] = useSearchParams();
  const { data, loading, error, refetch } = useQuery(ShopProductsQuery, { variables: { limit: PRODUCT_PAGE } });
  const cart = useQuery(CartQuery, { variables: { sessionId }, fetchPolicy: 'cache-and-network' });
  const itemCount = cart.data ? getFragmentData(CartContentsFragment, cart.data.cart).itemCount : 0;

  const asked = params.get('tab');
  const tab: ShopTab = isTab(asked) ? asked : 'all';
  const select = (next: ShopTab) => setParams(next === 'all' ? {} : { tab: next }, { replace: true });

  const products = data?.products ?? [];
  const counts = countByCategory(products);
  const catalogue = (
    <QueryState
      loading={loading}
      error={error ?? true}
      hasData={Boolean(data)}
      empty={products.length === 0}
      loadingLabel="Loading products"
      loadingHeight={320}
      failed={{ icon: <AlertIcon />, title: `Error loading products: ${error?.message ?? 'Unknown error'}`, headingLevel: 2, alert: true }}
      onRetry={refetch}
      emptyView={{ icon: <ShirtIcon />, title: 'No products yet', text: 'New MomStride merchandise is on its way — check back soon.', headingLevel: 2 }}
    >
      <Tabs
        label="Product categories"
        selected={tab}
        onSelect={select}
        tabs={TABS.map(({ key, label }) => ({
          key,
          label: (
            <>
              {label} <TabCount>{counts[key]}</TabCount>
            </>
          ),
          content: (
            <ProductGrid
              label={label}
              products={key === 'all' ? products : products.filter((product) => categoryOf(product.tags) === key)}
              sessionId={sessionId}
            />
          ),
        }))}
      />
    </QueryState>
  );

  return (
    <Page $public={!framed}>
      <PageHeading
        title="Shop"
        subtitle="Apparel and accessories for moms on the move — wear the community on every walk."
        action={itemCount > 0 ? <CartLink itemCount={itemCount} /> : null}
      />
      <ShopBanner />
      {catalogue}
    </Page>
  );
}
