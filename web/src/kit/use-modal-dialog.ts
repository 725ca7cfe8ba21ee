import { useEffect, useRef } from 'react';

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
