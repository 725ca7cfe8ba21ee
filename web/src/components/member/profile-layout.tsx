import styled from 'styled-components';
import { Container } from '../container';

/** The page column of a profile screen: header, then sections, evenly spaced. */
export const ProfileStack = styled(Container)`
  display: grid;
  gap: 1.5rem;
`;

/** Two columns from 900 px on (`$columns`: their CSS grid template), one below. */
export const ProfileColumns = styled.div<{ $columns: string }>`
  display: grid;
  gap: 1.5rem;
  @media (min-width: 900px) {
    grid-template-columns: ${({ $columns }) => $columns};
    align-items: start;
  }
`;

export const ProfileColumn = styled.div`
  display: grid;
  gap: 1.5rem;
  min-width: 0;
`;
