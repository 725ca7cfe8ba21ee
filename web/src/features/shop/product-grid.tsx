import styled from 'styled-components';
import type { FragmentType } from '../../gql';
import { ProductCard, type ProductCardFragment } from './product-card';
import { space } from '../../styles/theme';

const Grid = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${space[5]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
`;

/** On a phone the first two cards fill the screen, on a laptop the first row: their pictures load first, the rest lazily. */
const EAGER_CARDS = 2;

/** One tab's products. */
export function ProductGrid({
  label,
  products,
  sessionId,
}: {
  label: string;
  products: ReadonlyArray<{ id: string } & FragmentType<typeof ProductCardFragment>>;
  sessionId: string;
}) {
  return (
    <Grid aria-label={label}>
      {products.map((product, index) => (
        <ProductCard key={product.id} product={product} sessionId={sessionId} eager={index < EAGER_CARDS} />
      ))}
    </Grid>
  );
}
