import { useCallback, useId, useRef, useState } from 'react';
import { lazyPart } from '../../lib/lazy-part';
import { useDismiss } from '../use-dismiss';

/** The header menus' contents: one small chunk, fetched when a menu trigger is first pointed at, touched or focused. */
export const AccountMenuPanel = lazyPart(
  () => import('./header-menu-panels').then(({ AccountMenuPanel }) => ({ AccountMenuPanel })),
  'AccountMenuPanel',
);
export const MoreMenuPanel = lazyPart(
  () => import('./header-menu-panels').then(({ MoreMenuPanel }) => ({ MoreMenuPanel })),
  'MoreMenuPanel',
);
const preloadPanels = () => void AccountMenuPanel.preload();

/**
 * Open state, dismissal (outside press, Escape) and the trigger's props of one header pop-up: pointing at, touching or
 * focusing the trigger starts loading its contents (`preload`; by default the account and More menus').
 */
export function useHeaderMenu(preload: () => void = preloadPanels) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const panelId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  useDismiss(open, close, wrapRef, triggerRef);
  const triggerProps = {
    ref: triggerRef,
    type: 'button' as const,
    'aria-expanded': open,
    'aria-controls': open ? panelId : undefined,
    onClick: () => setOpen((value) => !value),
    onPointerEnter: preload,
    onPointerDown: preload,
    onFocus: preload,
  };
  return { open, close, panelId, wrapRef, triggerProps };
}
