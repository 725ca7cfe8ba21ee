import styled from 'styled-components';
import { colors, fontSizes, fontWeights, radii, space } from '../../styles/theme';

export const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[4]};
  flex-wrap: wrap;
  font-size: ${fontSizes.sm};
  a { font-weight: ${fontWeights.strong}; }
`;

export const TwoColumns = styled.div`
  display: grid;
  gap: ${space[4]};
  @media (min-width: 480px) {
    grid-template-columns: 1fr 1fr;
  }
`;

export const IconBubble = styled.div<{ $tone?: 'coral' | 'sage' | 'danger' }>`
  display: grid;
  place-items: center;
  width: 64px;
  height: 64px;
  margin-bottom: ${space[5]};
  border-radius: 20px;
  background: ${({ $tone = 'coral', theme }) =>
    $tone === 'sage' ? theme.colors.sage100 : $tone === 'danger' ? theme.colors.dangerBg : theme.colors.coral100};
  color: ${({ $tone = 'coral', theme }) =>
    $tone === 'sage' ? theme.colors.sage700 : $tone === 'danger' ? theme.colors.danger : theme.colors.coral700};
  svg { width: 32px; height: 32px; }
`;

export const Stack = styled.div`
  display: grid;
  gap: ${space[3.5]};
  margin-top: ${space[7]};
`;

export const Callout = styled.p`
  margin-top: ${space[4]};
  padding: ${space[3.5]} ${space[4]};
  border-radius: ${radii.md};
  background: ${colors.sand200};
  color: ${colors.ink};
  font-size: ${fontSizes.sm};
`;

export const ErrorBanner = styled.p`
  display: flex;
  gap: ${space[2.5]};
  align-items: flex-start;
  padding: ${space[3.5]} ${space[4]};
  border-radius: ${radii.md};
  background: ${colors.dangerBg};
  color: ${colors.danger};
  font-weight: ${fontWeights.semibold};
  svg { flex: none; margin-top: 1px; }
`;
