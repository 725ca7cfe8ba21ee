import styled from 'styled-components';
import { ReturnIcon, TruckIcon } from './shop-icons';
import { colors, fontWeights, radii, space } from '../../styles/theme';

const Band = styled.ul`
  margin: 0;
  padding: ${space[3]} ${space[4]};
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]} ${space[7]};
  border-radius: ${radii.md};
  background: ${colors.sage100};
  color: ${colors.sage700};
  font-weight: ${fontWeights.strong};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${space[2]};
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
