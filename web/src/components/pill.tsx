import styled, { css } from 'styled-components';
import { fontSizes, fontWeights, radii, space } from '../styles/theme';

export type PillTone = 'plum' | 'coral' | 'sage' | 'gold' | 'sand';

/** A small rounded label: business badge, category, role, status. */
export const Pill = styled.span<{ $tone?: PillTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${space[1]};
  max-width: 100%;
  padding: ${space[1]} ${space[2.5]};
  border-radius: ${radii.pill};
  font-size: ${fontSizes.xs};
  font-weight: ${fontWeights.strong};
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
