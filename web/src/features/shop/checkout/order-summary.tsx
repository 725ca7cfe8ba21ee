import { useMutation } from '@apollo/client/react';
import styled from 'styled-components';
import { graphql } from '../../../gql';
import type { CartContentsFragment } from '../../../gql/graphql';
import { formatUsd } from '../cart/format-usd';
import { notify } from '../../../lib/notify';
import { cardSurface } from '../../../styles/surface';
import { colors, fontSizes, fontWeights, radii, space } from '../../../styles/theme';

/** docs/product.md, Business constants and limits: free shipping on orders of $50 or more; otherwise its cost is shared by e-mail. */
const FREE_SHIPPING_FROM = 50;

const RemoveCartItemMutation = graphql(`
  mutation RemoveCartItem($sessionId: String!, $itemId: ID!) {
    removeCartItem(sessionId: $sessionId, itemId: $itemId) {
      id
      ...CartContents
    }
  }
`);

const Box = styled.section`
  ${cardSurface}
  padding: ${space[5]};
  display: grid;
  gap: ${space[4]};
  h2 { font-size: ${fontSizes.xl}; }
`;

const Lines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${space[3.5]};
`;

const Line = styled.li`
  display: grid;
  grid-template-columns: 64px minmax(0, 1fr) auto;
  gap: ${space[3]};
  align-items: start;
  img, .no-image {
    width: 64px;
    height: 64px;
    border-radius: ${radii.sm};
    background: ${colors.sand200};
    object-fit: cover;
  }
  strong { display: block; line-height: 1.3; }
  .meta {
    font-size: ${fontSizes.sm};
    color: ${colors.inkSoft};
  }
  .sold-out {
    font-size: ${fontSizes.sm};
    font-weight: ${fontWeights.strong};
    color: ${colors.danger};
  }
  .total { font-weight: ${fontWeights.bold}; text-align: right; }
`;

const Remove = styled.button`
  margin-top: ${space[1]};
  padding: ${space[1]} 0;
  border: 0;
  background: none;
  color: ${colors.plum700};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.semibold};
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;
  &:disabled { opacity: 0.6; cursor: progress; }
`;

const Totals = styled.dl`
  margin: 0;
  padding-top: ${space[3.5]};
  border-top: 1px solid ${colors.border};
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${space[1.5]} ${space[4]};
  dt { color: ${colors.inkSoft}; }
  dd { margin: 0; text-align: right; font-weight: ${fontWeights.semibold}; }
  .subtotal { font-size: ${fontSizes.lg}; font-weight: ${fontWeights.heavy}; color: ${colors.plum900}; }
`;

const Note = styled.p`
  font-size: ${fontSizes.sm};
  color: ${colors.inkSoft};
`;

/**
 * The order summary: each line with its picture, variant, quantity and line total (a sold-out line marked, with
 * Remove), the subtotal, and how shipping works — free from $50, otherwise its cost is shared by e-mail.
 */
export function OrderSummary({ cart, sessionId, busy }: { cart: CartContentsFragment; sessionId: string; busy: boolean }) {
  const [remove, { loading: removing }] = useMutation(RemoveCartItemMutation);
  const removeLine = async (itemId: string) => {
    try {
      await remove({ variables: { sessionId, itemId } });
      notify.success('Item removed from cart');
    } catch (error) {
      console.warn('Could not remove the cart item', error);
      notify.error('Failed to remove item from cart');
    }
  };
  const freeShipping = cart.subtotal >= FREE_SHIPPING_FROM;
  return (
    <Box aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">Order summary</h2>
      <Lines aria-label="Items in your cart">
        {cart.items.map((item) => (
          <Line key={item.id}>
            {item.image ? <img src={item.image} alt="" width={64} height={64} decoding="async" /> : <span className="no-image" />}
            <div>
              <strong>{item.productTitle}</strong>
              <span className="meta">
                {item.variantTitle} · Qty {item.quantity}
              </span>
              {item.isAvailable ? null : <span className="sold-out"> · Sold out</span>}
              <div>
                <Remove
                  type="button"
                  disabled={removing || busy}
                  aria-label={`Remove ${item.productTitle} (${item.variantTitle})`}
                  onClick={() => void removeLine(item.id)}
                >
                  Remove
                </Remove>
              </div>
            </div>
            <span className="total">{formatUsd(item.total)}</span>
          </Line>
        ))}
      </Lines>
      <Totals>
        <dt className="subtotal">Subtotal</dt>
        <dd className="subtotal">{formatUsd(cart.subtotal)}</dd>
        <dt>Shipping</dt>
        <dd>{freeShipping ? 'Free' : 'Shared by e-mail'}</dd>
      </Totals>
      <Note>
        {freeShipping
          ? 'Your order ships free (orders of $50 or more). '
          : 'Shipping costs are shared by e-mail when we confirm your order; orders of $50 or more ship free. '}
        No payment is taken now: we will contact you within 24 hours to confirm your order and how to pay.
      </Note>
    </Box>
  );
}
