import { css } from 'styled-components';

/** The white, rounded, softly shadowed card every signed-in section and list item sits on. */
export const cardSurface = css`
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.white};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;
