import styled, { css } from 'styled-components';

export type PillTone = 'plum' | 'coral' | 'sage' | 'gold' | 'sand';

/** A small rounded label: business badge, category, role, status. */
export const Pill = styled.span<{ $tone?: PillTone }>`
  display: inline-flex;
  align-items: center;
  gap: 0.3rem;
  max-width: 100%;
  padding: 0.2rem 0.65rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 650;
  line-height: 1.5;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  ${({ $tone = 'plum', theme }) => {
    switch ($tone) {
      case 'plum':
        return css`background: ${theme.colors.plum100}; color: ${theme.colors.plum800};`;
      case 'coral':
        return css`background: ${theme.colors.coral100}; color: ${theme.colors.coral700};`;
      case 'sage':
        return css`background: ${theme.colors.sage100}; color: ${theme.colors.sage700};`;
      case 'gold':
        return css`background: ${theme.colors.gold100}; color: #7a5310;`;
      case 'sand':
        return css`background: ${theme.colors.sand200}; color: ${theme.colors.ink};`;
    }
  }}
`;
