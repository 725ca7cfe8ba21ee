import styled from 'styled-components';
import { colors, fontWeights, space } from '../../../styles/theme';

/** A soft line under a panel's heading. */
export const Prompt = styled.p`
  margin: ${space[1]} 0 ${space[4]};
  color: ${colors.inkSoft};
`;

/** A value that is not there yet. */
export const Muted = styled.span`
  font-weight: ${fontWeights.medium};
  color: ${colors.inkSoft};
`;
