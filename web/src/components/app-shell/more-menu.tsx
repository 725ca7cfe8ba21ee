import { Suspense } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { ChevronDownIcon } from '../icons';
import { MoreMenuPanel, useHeaderMenu } from './header-menu';
import { NavBadge } from './nav-badge';
import type { NavItem } from './nav-item';
import { colors, fontWeights, radii, space } from '../../styles/theme';

const Wrap = styled.div`
  position: relative;
`;

/** Looks like the header's links; marked current when one of its screens is open. */
const Trigger = styled.button<{ $current: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${space[1]};
  padding: ${space[2]} ${space[2.5]} ${space[2]} ${space[3]};
  border: 0;
  border-radius: ${radii.pill};
  background: ${({ $current, theme }) => ($current ? theme.colors.plum100 : 'transparent')};
  color: ${({ $current, theme }) => ($current ? theme.colors.plum800 : theme.colors.inkSoft)};
  font: inherit;
  font-weight: ${fontWeights.semibold};
  cursor: pointer;
  &:hover { color: ${colors.plum800}; background: ${colors.sand200}; }
`;

/** "More": the screens of the main navigation that do not fit in the header's row (all of them are in the drawer). */
export function MoreMenu({ items }: { items: NavItem[] }) {
  const { open, close, panelId, wrapRef, triggerProps } = useHeaderMenu();
  const { pathname } = useLocation();
  const current = items.some((item) => pathname === item.to || pathname.startsWith(`${item.to}/`));
  const badge = items.reduce((sum, item) => sum + (item.badge ?? 0), 0);
  return (
    <li>
      <Wrap ref={wrapRef}>
      <Trigger {...triggerProps} $current={current}>
        More
        <NavBadge count={badge} />
        <ChevronDownIcon width={16} height={16} />
      </Trigger>
      {open ? (
        <Suspense fallback={null}>
          <MoreMenuPanel id={panelId} items={items} onClose={close} />
        </Suspense>
      ) : null}
      </Wrap>
    </li>
  );
}
