import type { ReactNode } from 'react';
import styled from 'styled-components';
import { colors, controlHeights, fontSizes, radii, space } from '../styles/theme';

const Box = styled.div`
  display: grid;
  justify-items: center;
  gap: ${space[2.5]};
  padding: ${space[10]} ${space[5]};
  border: 1.5px dashed ${colors.sand300};
  border-radius: ${radii.lg};
  background: ${colors.sand50};
  text-align: center;
  > svg {
    width: ${controlHeights.xl};
    height: ${controlHeights.xl};
    padding: 11px;
    border-radius: 16px;
    background: ${colors.plum100};
    color: ${colors.plum700};
  }
  h1, h2, h3 { font-size: ${fontSizes.lg}; }
  p { max-width: 30rem; color: ${colors.inkSoft}; }
  > :last-child:not(p):not(h1):not(h2):not(h3):not(svg) { margin-top: ${space[1.5]}; }
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
