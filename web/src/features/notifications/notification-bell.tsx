import { Suspense } from 'react';
import styled from 'styled-components';
import { useHeaderMenu } from '../../components/app-shell/header-menu';
import { IconButton } from '../../components/icon-button';
import { BellIcon } from '../../components/icons';
import { lazyPart } from '../../lib/lazy-part';
import { colors, fontWeights, radii } from '../../styles/theme';

/** The list loads when first wanted: pointing at, touching or focusing the bell starts its download. */
const NotificationPanel = lazyPart(() => import('./notification-panel'), 'NotificationPanel');
const preloadPanel = () => void NotificationPanel.preload();

const Wrap = styled.div`
  position: relative;
`;

const Trigger = styled(IconButton)`
  position: relative;
  border-radius: ${radii.pill};
  &:hover { border-color: ${colors.plum600}; }
  &[aria-expanded='true'] { background: ${colors.plum100}; }
`;

const Badge = styled.span`
  position: absolute;
  top: -5px;
  right: -6px;
  min-width: 21px;
  height: 21px;
  padding: 0 5px;
  border: 2px solid ${colors.sand50};
  border-radius: ${radii.pill};
  background: ${colors.coral600};
  color: ${colors.white};
  font-size: 0.6875rem;
  font-weight: ${fontWeights.bold};
  line-height: 17px;
  text-align: center;
`;

/** "Notifications, 3 unread": what the bell says to a screen reader. */
export const bellLabel = (count: number): string => (count > 0 ? `Notifications, ${count} unread` : 'Notifications');

/**
 * The bell in the frame's header: her unread notification count ("99+" past 99) and, on a press, her notifications.
 * The count comes from the frame (kept live by the stream); the list's code loads only when it is opened.
 */
export function NotificationBell({ count }: { count: number }) {
  const { open, close, panelId, wrapRef, triggerProps } = useHeaderMenu(preloadPanel);
  return (
    <Wrap ref={wrapRef}>
      <Trigger {...triggerProps} aria-label={bellLabel(count)}>
        <BellIcon width={22} height={22} />
        {count > 0 ? <Badge aria-hidden="true">{count > 99 ? '99+' : count}</Badge> : null}
      </Trigger>
      {open ? (
        <Suspense fallback={null}>
          <NotificationPanel id={panelId} unreadCount={count} onClose={close} />
        </Suspense>
      ) : null}
    </Wrap>
  );
}
