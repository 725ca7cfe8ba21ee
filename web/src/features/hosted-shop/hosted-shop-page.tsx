import { useState } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { Page } from '../../kit/page';
import { EmptyState } from '../../components/empty-state';
import { AlertIcon } from '../../components/icons';
import { PageHeading } from '../../components/page-heading';
import { TabCount, Tabs } from '../../components/tabs';
import { useSession } from '../../lib/session';
import { CartDialog } from './cart-dialog';
import { categoryCounts, inCategory, type HostedCategory } from './hosted-products';
import { HostedProductCard } from './hosted-product-card';
import { BagIcon } from './shop-icons';
import type { StorefrontProduct } from './storefront-client';
import { useHostedShop } from './use-hosted-shop';
import { colors, fontSizes, radii, space } from '../../styles/theme';
import { QueryState } from '../../kit/query-state';

/** Signed in, the frame's main area already has room above; the public frame's has none. */

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
  gap: ${space[5]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const CartButton = styled(Button)`
  svg { width: 20px; height: 20px; }
`;

const Count = styled.span`
  min-width: 1.6rem;
  padding: 0 ${space[2]};
  border-radius: ${radii.pill};
  background: ${colors.white};
  color: ${colors.coral700};
  font-size: ${fontSizes.xs};
  line-height: 1.6rem;
  text-align: center;
`;

const CATEGORIES: ReadonlyArray<{ key: HostedCategory; label: string }> = [
  { key: 'all', label: 'All Products' },
  { key: 'apparel', label: 'Apparel' },
  { key: 'accessories', label: 'Accessories' },
];

const SUBTITLE = 'Tees, hoodies and everyday gear for the walk — every order supports the MomStride community.';

/**
 * `/shop-old`, the alternative shop (docs/product.md, Alternative shop) on a hosted storefront service (Shopify's Storefront API, or MomStride's own
 * commerce subgraph in its shape): category tabs with counts (the hosted rule), product cards with their options (sold
 * out ones disabled), and a cart dialog with quantities, Remove, the subtotal and Secure Checkout in a new tab.
 */
export function HostedShopPage() {
  const shop = useHostedShop();
  const [params, setParams] = useSearchParams();
  const [cartOpen, setCartOpen] = useState(false);
  const framed = useSession().user !== null;
  const { state } = shop;

  if (state.status === 'loading' || state.status === 'failed') {
    return (
      <Page $public={!framed}>
        <PageHeading title="MomStride Shop" subtitle={SUBTITLE} />
        <QueryState
          loading={state.status === 'loading'}
          error={state.status === 'failed'}
          hasData={false}
          loadingLabel="Loading the shop"
          loadingHeight={320}
          failed={{ icon: <AlertIcon />, title: 'The shop could not be loaded', text: 'Check your connection and try again in a moment.', headingLevel: 2 }}
          onRetry={shop.retry}
        >
          {null}
        </QueryState>
      </Page>
    );
  }

  const { products, cart } = state;
  const asked = params.get('tab');
  const tab = CATEGORIES.find((category) => category.key === asked)?.key ?? 'all';
  const counts = categoryCounts(products);
  const itemCount = cart.lines.reduce((sum, line) => sum + line.quantity, 0);

  const grid = (list: StorefrontProduct[]) =>
    list.length === 0 ? (
      <EmptyState icon={<BagIcon />} title="Nothing here yet">
        New designs are on their way. Have a look at the other tabs meanwhile.
      </EmptyState>
    ) : (
      <Grid aria-label="Products">
        {list.map((product) => (
          <HostedProductCard
            key={product.id}
            product={product}
            adding={product.variants.some((variant) => variant.id === shop.addingVariantId)}
            busy={shop.addingVariantId !== null}
            onAdd={(variantId) => void shop.addToCart(variantId)}
          />
        ))}
      </Grid>
    );

  return (
    <Page $public={!framed}>
      <PageHeading
        title="MomStride Shop"
        subtitle={SUBTITLE}
        action={
          <CartButton type="button" $variant="primary" onClick={() => setCartOpen(true)} aria-haspopup="dialog">
            <BagIcon /> Cart
            <Count aria-hidden="true">{itemCount}</Count>
            <span className="visually-hidden">, {itemCount === 1 ? '1 item' : `${itemCount} items`}</span>
          </CartButton>
        }
      />
      <Tabs<HostedCategory>
        label="Product categories"
        selected={tab}
        onSelect={(next) => setParams(next === 'all' ? {} : { tab: next }, { replace: true })}
        tabs={CATEGORIES.map((category) => ({
          key: category.key,
          label: (
            <>
              {category.label} <TabCount>{counts[category.key]}</TabCount>
            </>
          ),
          content: grid(inCategory(products, category.key)),
        }))}
      />
      {cartOpen ? (
        <CartDialog
          cart={cart}
          busyLineId={shop.busyLineId}
          onQuantity={(lineId, quantity) => void shop.setQuantity(lineId, quantity)}
          onRemove={(lineId) => void shop.removeLine(lineId)}
          onClose={() => setCartOpen(false)}
        />
      ) : null}
    </Page>
  );
}
