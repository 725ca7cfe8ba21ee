import styled from 'styled-components';
import { space } from '../../styles/theme';

/** Two columns from 900 px on (`$columns`: their CSS grid template), one below. */
export const ProfileColumns = styled.div<{ $columns: string }>`
  display: grid;
  gap: ${space[6]};
  @media (min-width: 900px) {
    grid-template-columns: ${({ $columns }) => $columns};
    align-items: start;
  }
`;

export const ProfileColumn = styled.div`
  display: grid;
  gap: ${space[6]};
  min-width: 0;
`;
