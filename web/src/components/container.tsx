import styled from 'styled-components';

export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 1.25rem;
  @media (min-width: 640px) {
    padding: 0 2rem;
  }
`;
