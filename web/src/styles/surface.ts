import { css } from 'styled-components';
import { colors, radii, shadows } from './theme';

/** The white, rounded, softly shadowed card every signed-in section and list item sits on. */
export const cardSurface = css`
  border-radius: ${radii.lg};
  background: ${colors.white};
  border: 1px solid ${colors.border};
  box-shadow: ${shadows.sm};
`;
