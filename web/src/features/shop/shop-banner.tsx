import styled from 'styled-components';
import { ReturnIcon, TruckIcon } from './shop-icons';

const Band = styled.ul`
  margin: 0;
  padding: 0.8rem 1.1rem;
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.75rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.sage100};
  color: ${({ theme }) => theme.colors.sage700};
  font-weight: 650;
  li {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
  }
  svg { flex: none; }
`;

/** docs/product.md, Shop and Business constants and limits: what the shop promises (no computed shipping; its cost is shared by e-mail). */
export function ShopBanner() {
  return (
    <Band aria-label="Shop promises">
      <li>
        <TruckIcon width={22} height={22} /> Free shipping on orders $50+
      </li>
      <li>
        <ReturnIcon width={22} height={22} /> 30-day return policy
      </li>
    </Band>
  );
}
