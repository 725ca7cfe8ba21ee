import styled from 'styled-components';

const Skip = styled.a`
  position: absolute;
  left: 1rem;
  top: -100px;
  z-index: 100;
  padding: 0.7rem 1rem;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.plum800};
  color: ${({ theme }) => theme.colors.white};
  font-weight: 600;
  &:focus { top: 1rem; }
`;

export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  return <Skip href={`#${MAIN_CONTENT_ID}`}>Skip to main content</Skip>;
}
