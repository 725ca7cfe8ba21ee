import styled from 'styled-components';
import { colors, fontWeights, space } from '../../styles/theme';

/** A tab's count beside its panel heading ("137 users", "12 events"), read out when it changes. */
export const PanelTotal = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
  font-weight: ${fontWeights.strong};
  color: ${colors.plum800};
`;
