import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  display: grid;
  justify-items: center;
  gap: 0.6rem;
  padding: 2.25rem 1.25rem;
  border: 1.5px dashed ${({ theme }) => theme.colors.sand300};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.sand50};
  text-align: center;
  > svg {
    width: 48px;
    height: 48px;
    padding: 11px;
    border-radius: 16px;
    background: ${({ theme }) => theme.colors.plum100};
    color: ${({ theme }) => theme.colors.plum700};
  }
  h1, h2, h3 { font-size: ${({ theme }) => theme.fontSizes.lg}; }
  p { max-width: 30rem; color: ${({ theme }) => theme.colors.inkSoft}; }
  > :last-child:not(p):not(h1):not(h2):not(h3):not(svg) { margin-top: 0.4rem; }
`;

/** What a list shows when it has nothing in it, with a way forward. */
export function EmptyState({
  icon,
  title,
  children,
  action,
  headingLevel = 3,
}: {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  /** 1 when the empty state is the whole screen. */
  headingLevel?: 1 | 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Box>
      {icon}
      <Heading>{title}</Heading>
      {children ? <p>{children}</p> : null}
      {action}
    </Box>
  );
}
