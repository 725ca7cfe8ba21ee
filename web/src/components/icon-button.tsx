import styled from 'styled-components';

/** A square 44 px button holding one icon (menu, close); give it an aria-label. */
export const IconButton = styled.button`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.plum800};
  cursor: pointer;
`;

/** The icon button that opens the navigation on small screens; hidden where the full navigation shows. */
export const MenuButton = styled(IconButton)`
  @media (min-width: 900px) {
    display: none;
  }
`;
