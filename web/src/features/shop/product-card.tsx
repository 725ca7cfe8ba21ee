import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { formatUsd } from './cart/format-usd';
import { notify } from '../../lib/notify';
import { cardSurface } from '../../styles/surface';
import { ProductImage } from './product-image';
import { defaultVariant, truncateDescription } from './product-rules';
import { useAddToCart } from './use-add-to-cart';
import { VariantPicker } from './variant-picker';
import { colors, fontSizes, fontWeights, space } from '../../styles/theme';

export const ProductCardFragment = graphql(`
  fragment ProductCard on Product {
    id
    title
    description
    features
    images {
      src
      isDefault
    }
    variants {
      id
      title
      priceDisplay
      isEnabled
      isDefault
    }
  }
`);

const Card = styled.li`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow: hidden;
  ${cardSurface}
`;

const Body = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
  padding: ${space[4]} ${space[5]} ${space[5]};
  h2 {
    font-size: ${fontSizes.lg};
    line-height: 1.3;
  }
  > p {
    color: ${colors.inkSoft};
    font-size: ${fontSizes.sm};
    line-height: 1.55;
  }
`;

const Features = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${space[1]};
  font-size: ${fontSizes.sm};
  li::before {
    content: '✓';
    margin-right: ${space[2]};
    color: ${colors.sage700};
    font-weight: ${fontWeights.bold};
  }
`;

const Buy = styled.div`
  margin-top: auto;
  padding-top: ${space[1.5]};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[3]};
  flex-wrap: wrap;
`;

const Price = styled.p`
  font-size: ${fontSizes.xl};
  font-weight: ${fontWeights.heavy};
  color: ${colors.plum900};
  small {
    display: block;
    font-size: ${fontSizes.xs};
    font-weight: ${fontWeights.semibold};
    color: ${colors.danger};
  }
`;

/**
 * A product of the shop (docs/product.md, Shop): its default picture, title, description cut at 150 characters, variant buttons,
 * features, the chosen variant's price and Add to Cart (busy while its own request runs).
 */
export function ProductCard({
  product: masked,
  sessionId,
  eager,
}: {
  product: FragmentType<typeof ProductCardFragment>;
  sessionId: string;
  eager: boolean;
}) {
  const product = getFragmentData(ProductCardFragment, masked);
  const titleId = useId();
  const [selectedId, setSelectedId] = useState(() => defaultVariant(product.variants)?.id);
  const { add, adding } = useAddToCart(sessionId);
  const selected = product.variants.find((v) => v.id === selectedId);
  const image = product.images.find((i) => i.isDefault) ?? product.images[0];

  const addToCart = () => {
    if (!selected?.isEnabled) {
      notify.error('No available variants for this product');
      return;
    }
    void add(product, selected.id);
  };

  return (
    <Card aria-labelledby={titleId}>
      <ProductImage src={image?.src} alt={product.title} eager={eager} />
      <Body>
        <h2 id={titleId}>{product.title}</h2>
        <p>{truncateDescription(product.description)}</p>
        <VariantPicker label={`${product.title} options`} variants={product.variants} selectedId={selectedId} onSelect={setSelectedId} />
        {product.features.length > 0 ? (
          <Features aria-label={`${product.title} features`}>
            {product.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </Features>
        ) : null}
        <Buy>
          <Price>
            {selected ? formatUsd(selected.priceDisplay) : null}
            {selected && !selected.isEnabled ? <small>Sold out</small> : null}
          </Price>
          <Button type="button" onClick={addToCart} disabled={adding} aria-busy={adding || undefined} aria-describedby={titleId}>
            {adding ? <Spinner aria-hidden="true" /> : null}
            {adding ? 'Adding…' : 'Add to Cart'}
          </Button>
        </Buy>
      </Body>
    </Card>
  );
}
