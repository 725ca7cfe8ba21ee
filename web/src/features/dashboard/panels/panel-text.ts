import styled from 'styled-components';

/** A soft line under a panel's heading. */
export const Prompt = styled.p`
  margin: 0.25rem 0 1.1rem;
  color: ${({ theme }) => theme.colors.inkSoft};
`;

/** A value that is not there yet. */
export const Muted = styled.span`
  font-weight: 500;
  color: ${({ theme }) => theme.colors.inkSoft};
`;
