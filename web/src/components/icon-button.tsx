import styled from 'styled-components';
import { colors, controlHeights, radii } from '../styles/theme';

/** A square 44 px button holding one icon (menu, close); give it an aria-label. */
export const IconButton = styled.button`
  display: grid;
  place-items: center;
  width: ${controlHeights.md};
  height: ${controlHeights.md};
  border-radius: ${radii.md};
  border: 1px solid ${colors.border};
  background: ${colors.white};
  color: ${colors.plum800};
  cursor: pointer;
`;

/** The icon button that opens the navigation on small screens; hidden where the full navigation shows. */
export const MenuButton = styled(IconButton)`
  @media (min-width: 900px) {
    display: none;
  }
`;
