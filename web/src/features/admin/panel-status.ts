import styled from 'styled-components';

/** A tab's count beside its panel heading ("137 users", "12 events"), read out when it changes. */
export const PanelTotal = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  font-weight: 650;
  color: ${({ theme }) => theme.colors.plum800};
`;

/** Where a tab's list will be while its first page loads. */
export const PanelLoading = styled.div`
  display: grid;
  place-items: center;
  min-height: 200px;
  color: ${({ theme }) => theme.colors.plum700};
`;
