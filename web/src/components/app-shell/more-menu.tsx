import { Suspense } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { ChevronDownIcon } from '../icons';
import { MoreMenuPanel, useHeaderMenu } from './header-menu';
import { NavBadge } from './nav-badge';
import type { NavItem } from './nav-item';

const Wrap = styled.div`
  position: relative;
`;

/** Looks like the header's links; marked current when one of its screens is open. */
const Trigger = styled.button<{ $current: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 0.2rem;
  padding: 0.5rem 0.6rem 0.5rem 0.8rem;
  border: 0;
  border-radius: 999px;
  background: ${({ $current, theme }) => ($current ? theme.colors.plum100 : 'transparent')};
  color: ${({ $current, theme }) => ($current ? theme.colors.plum800 : theme.colors.inkSoft)};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover { color: ${({ theme }) => theme.colors.plum800}; background: ${({ theme }) => theme.colors.sand200}; }
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
