import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { cardSurface } from '../../styles/surface';
import { formatMoney } from './hosted-cart';
import { initialVariant, truncateDescription } from './hosted-products';
import { BagIcon } from './shop-icons';
import type { StorefrontProduct } from './storefront-client';
import { colors, controlHeights, fontSizes, fontWeights, radii, space } from '../../styles/theme';

const Card = styled.li`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow: hidden;
  ${cardSurface}
`;

const Picture = styled.div`
  aspect-ratio: 4 / 3;
  background: ${colors.sand200};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const NoPicture = styled.div`
  display: grid;
  place-items: center;
  height: 100%;
  color: ${colors.plum600};
  svg { width: 48px; height: ${controlHeights.xl}; }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${space[3]};
  padding: ${space[4]} ${space[5]} ${space[5]};
  h3 { font-size: ${fontSizes.lg}; }
  p { color: ${colors.inkSoft}; font-size: ${fontSizes.sm}; }
`;

const Option = styled.div`
  display: grid;
  gap: ${space[1]};
  label {
    font-weight: ${fontWeights.semibold};
    font-size: ${fontSizes.sm};
    color: ${colors.plum900};
  }
  select {
    width: 100%;
    min-height: ${controlHeights.md};
    padding: ${space[2]} ${space[10]} ${space[2]} ${space[3]};
    border-radius: ${radii.md};
    border: 1.5px solid ${colors.borderStrong};
    background: ${colors.white}
      url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='20' height='20' viewBox='0 0 24 24' fill='none' stroke='%236E2F5C' stroke-width='2' stroke-linecap='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E")
      no-repeat right 0.7rem center;
    appearance: none;
    cursor: pointer;
    &:hover { border-color: ${colors.plum600}; }
  }
`;

const Buy = styled.div`
  display: grid;
  gap: ${space[2.5]};
  margin-top: auto;
`;

const Purchase = styled.div`
  display: grid;
  gap: ${space[2.5]};
  button { white-space: nowrap; }
`;

const Only = styled.p`
  && { color: ${colors.ink}; }
  span { color: ${colors.inkSoft}; }
`;

const Price = styled.p`
  && {
    font-size: ${fontSizes.xl};
    font-weight: ${fontWeights.bold};
    color: ${colors.plum900};
  }
`;

const SoldOut = styled(Button)`
  &:disabled {
    background: ${colors.sand200};
    color: ${colors.inkSoft};
    box-shadow: none;
    opacity: 1;
  }
`;

/**
 * A product of the hosted storefront: picture, title, description (150 characters), its options (sold-out ones disabled,
 * reading Sold Out), the chosen option's price and Add to Cart (Adding… while it goes; Sold Out when nothing can be bought).
 */
export function HostedProductCard({
  product,
  adding,
  busy,
  onAdd,
}: {
  product: StorefrontProduct;
  /** This card's add is under way. */
  adding: boolean;
  /** Another add is under way (one at a time). */
  busy: boolean;
  onAdd: (variantId: string) => void;
}) {
  const [variantId, setVariantId] = useState(() => initialVariant(product)?.id ?? '');
  const variant = product.variants.find((candidate) => candidate.id === variantId) ?? initialVariant(product);
  const titleId = useId();
  const selectId = useId();
  const image = variant?.image ?? product.featuredImage;
  const available = variant?.availableForSale === true;
  return (
    <Card aria-labelledby={titleId}>
      <Picture>
        {image ? (
          <img src={image.url} alt={image.altText ?? product.title} width={480} height={360} loading="lazy" decoding="async" />
        ) : (
          <NoPicture>
            <BagIcon />
          </NoPicture>
        )}
      </Picture>
      <Body>
        <h3 id={titleId}>{product.title}</h3>
        {product.description ? <p>{truncateDescription(product.description)}</p> : null}
        <Buy>
          {product.variants.length === 1 && variant && variant.title !== 'Default Title' ? (
            <Only>
              <span>Option:</span> {variant.title}
            </Only>
          ) : null}
          {product.variants.length > 1 ? (
            <Option>
              <label htmlFor={selectId}>Option</label>
              <select id={selectId} value={variant?.id ?? ''} onChange={(event) => setVariantId(event.target.value)}>
                {product.variants.map((candidate) => (
                  <option key={candidate.id} value={candidate.id} disabled={!candidate.availableForSale}>
                    {candidate.availableForSale ? candidate.title : `${candidate.title} — Sold Out`}
                  </option>
                ))}
              </select>
            </Option>
          ) : null}
          <Purchase>
            <Price>{variant ? formatMoney(variant.price) : null}</Price>
            {available && variant ? (
              <Button type="button" $block disabled={adding || busy} aria-describedby={titleId} onClick={() => onAdd(variant.id)}>
                {adding ? (
                  <>
                    <Spinner aria-hidden="true" /> Adding…
                  </>
                ) : (
                  'Add to Cart'
                )}
              </Button>
            ) : (
              <SoldOut type="button" $block disabled aria-describedby={titleId}>
                Sold Out
              </SoldOut>
            )}
          </Purchase>
        </Buy>
      </Body>
    </Card>
  );
}
