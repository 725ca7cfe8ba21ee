import { useEffect, useId, useRef, type SyntheticEvent } from 'react';

/**
 * The focus handling of an in-app modal dialog (native <dialog>, which keeps the focus inside and closes on Escape):
 * the element that has the focus when the dialog mounts gets it back when the dialog goes; the dialog shows modal
 * once `open` (a dialog may wait for its content before it opens). Put the returned ref on the <dialog>, and render
 * the dialog only while it is wanted.
 */
export function useModalDialog(open = true) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, []);
  useEffect(() => {
    const dialog = ref.current;
    if (open && dialog && !dialog.open) dialog.showModal();
  }, [open]);
  return ref;
}

/**
 * An alert dialog (a question or an outcome that needs her answer): `useModalDialog`'s focus handling, plus the props
 * that make the <dialog> one (role, its title and message by id, Escape answers `onCancel`). Put `dialogProps` on
 * the <dialog>, `titleId` on its heading and `messageId` on its message.
 */
export function useAlertDialog(onCancel: () => void) {
  const ref = useModalDialog();
  const titleId = useId();
  const messageId = useId();
  const dialogProps = {
    ref,
    role: 'alertdialog',
    'aria-modal': true,
    'aria-labelledby': titleId,
    'aria-describedby': messageId,
    onCancel: (event: SyntheticEvent) => {
      event.preventDefault();
      onCancel();
    },
  } as const;
  return { dialogProps, titleId, messageId };
}
