import styled from 'styled-components';
import { colors, radii, space } from '../styles/theme';

/** A panel's line saying where something stands (an export under way, push on this device), marked on its left. */
export const StatusLine = styled.p`
  margin: ${space[3.5]} 0;
  padding: ${space[2.5]} ${space[3]};
  border-left: 4px solid ${colors.plum600};
  border-radius: ${radii.sm};
  background: ${colors.sand50};
  color: ${colors.ink};
`;
