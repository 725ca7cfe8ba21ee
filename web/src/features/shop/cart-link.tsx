import styled from 'styled-components';
import { ButtonLink } from '../../components/button';
import { paths } from '../../config/paths';
import { CartIcon } from './shop-icons';
import { colors, fontSizes, radii, space } from '../../styles/theme';

const Count = styled.span`
  min-width: 1.6rem;
  padding: 0 ${space[2]};
  border-radius: ${radii.pill};
  background: ${colors.white};
  color: ${colors.coral700};
  font-size: ${fontSizes.sm};
  line-height: 1.6rem;
  text-align: center;
`;

/** docs/product.md, Shop: View Cart / Checkout, to /checkout, shown once the cart has items (with how many). */
export function CartLink({ itemCount }: { itemCount: number }) {
  return (
    <ButtonLink to={paths.checkout} aria-label={`View Cart / Checkout, ${itemCount} ${itemCount === 1 ? 'item' : 'items'} in your cart`}>
      <CartIcon width={20} height={20} /> View Cart / Checkout <Count aria-hidden="true">{itemCount}</Count>
    </ButtonLink>
  );
}
