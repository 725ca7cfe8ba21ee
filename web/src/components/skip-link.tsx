import styled from 'styled-components';
import { colors, fontWeights, space } from '../styles/theme';

const Skip = styled.a`
  position: absolute;
  left: 1rem;
  top: -100px;
  z-index: 100;
  padding: ${space[3]} ${space[4]};
  border-radius: 10px;
  background: ${colors.plum800};
  color: ${colors.white};
  font-weight: ${fontWeights.semibold};
  &:focus { top: 1rem; }
`;

export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  return <Skip href={`#${MAIN_CONTENT_ID}`}>Skip to main content</Skip>;
}
