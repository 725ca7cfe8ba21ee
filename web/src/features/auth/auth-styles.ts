import styled from 'styled-components';

export const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  flex-wrap: wrap;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  a { font-weight: 650; }
`;

export const TwoColumns = styled.div`
  display: grid;
  gap: 1.1rem;
  @media (min-width: 480px) {
    grid-template-columns: 1fr 1fr;
  }
`;

export const IconBubble = styled.div<{ $tone?: 'coral' | 'sage' | 'danger' }>`
  display: grid;
  place-items: center;
  width: 64px;
  height: 64px;
  margin-bottom: 1.25rem;
  border-radius: 20px;
  background: ${({ $tone = 'coral', theme }) =>
    $tone === 'sage' ? theme.colors.sage100 : $tone === 'danger' ? theme.colors.dangerBg : theme.colors.coral100};
  color: ${({ $tone = 'coral', theme }) =>
    $tone === 'sage' ? theme.colors.sage700 : $tone === 'danger' ? theme.colors.danger : theme.colors.coral700};
  svg { width: 32px; height: 32px; }
`;

export const Stack = styled.div`
  display: grid;
  gap: 0.85rem;
  margin-top: 1.75rem;
`;

export const Callout = styled.p`
  margin-top: 1rem;
  padding: 0.85rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.sand200};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const ErrorBanner = styled.p`
  display: flex;
  gap: 0.6rem;
  align-items: flex-start;
  padding: 0.85rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerBg};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
  svg { flex: none; margin-top: 1px; }
`;
