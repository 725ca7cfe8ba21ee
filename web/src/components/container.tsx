import styled from 'styled-components';
import { layout, space } from '../styles/theme';

export const Container = styled.div`
  width: 100%;
  max-width: ${layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${space[5]};
  @media (min-width: 640px) {
    padding: 0 ${space[8]};
  }
`;
