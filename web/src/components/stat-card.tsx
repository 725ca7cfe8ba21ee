import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { cardSurface } from '../styles/surface';
import { colors, controlHeights, fontSizes, fontWeights, shadows, space } from '../styles/theme';

export type StatTone = 'coral' | 'plum' | 'sage';

/**
 * The row of stat cards at the top of a screen; `$count` is how many it holds. Never a lone card on a row of its
 * own: three side by side, four as two pairs until the screen is wide enough for all four.
 */
export const StatGrid = styled.ul<{ $count: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $count }) => ($count % 3 === 0 ? 3 : 2)}, minmax(0, 1fr));
  gap: ${space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: 900px) {
    grid-template-columns: repeat(${({ $count }) => $count}, minmax(0, 1fr));
    gap: ${space[4]};
  }
`;

const Face = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${space[3.5]};
  height: 100%;
  padding: ${space[3.5]} ${space[3.5]};
  ${cardSurface}
  color: inherit;
  text-decoration: none;
  &[href]:hover { border-color: ${colors.plum600}; box-shadow: ${shadows.md}; }
  @media (min-width: 640px) {
    align-items: center;
    padding: ${space[5]} ${space[5]};
  }
`;

const Icon = styled.span<{ $tone: StatTone }>`
  display: none;
  @media (min-width: 640px) {
    flex: none;
    display: grid;
    place-items: center;
    width: ${controlHeights.md};
    height: ${controlHeights.md};
    border-radius: 14px;
    background: ${({ $tone, theme }) => theme.colors[`${$tone}100`]};
    color: ${({ $tone, theme }) => theme.colors[`${$tone}700`]};
  }
`;

/** Label then figure; on a phone the figure shows first, so figures line up when a label takes two lines. */
const Text = styled.span`
  display: flex;
  flex-direction: column-reverse;
  min-width: 0;
  span { font-size: ${fontSizes.sm}; font-weight: ${fontWeights.semibold}; color: ${colors.inkSoft}; line-height: 1.3; }
  strong { font-size: ${fontSizes['2xl']}; font-weight: ${fontWeights.heavy}; line-height: 1.15; color: ${colors.plum900}; }
  @media (min-width: 640px) {
    flex-direction: column;
    strong { font-size: ${fontSizes['3xl']}; }
  }
`;

export interface StatCardProps {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  tone?: StatTone;
  /** Where the card leads: the whole card is then one link. */
  to?: string;
}

/** One figure with its label (Total Goals, Wellness Progress, …), optionally opening its screen. */
export function StatCard({ label, value, icon, tone = 'plum', to }: StatCardProps) {
  return (
    <li>
      <Face {...(to ? { as: Link, to } : {})}>
        <Icon $tone={tone} aria-hidden="true">
          {icon}
        </Icon>
        <Text>
          <span>{label}</span>
          <strong>{value}</strong>
        </Text>
      </Face>
    </li>
  );
}
