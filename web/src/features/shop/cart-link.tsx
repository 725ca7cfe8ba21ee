import styled from 'styled-components';
import { ButtonLink } from '../../components/button';
import { paths } from '../../config/paths';
import { CartIcon } from './shop-icons';

const Count = styled.span`
  min-width: 1.6rem;
  padding: 0 0.45rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.coral700};
  font-size: ${({ theme }) => theme.fontSizes.sm};
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
