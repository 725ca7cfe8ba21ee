import { useEffect, useRef } from 'react';

/**
 * The focus handling of an in-app modal dialog (native <dialog>, which keeps the focus inside and closes on Escape):
 * while `open`, the dialog is shown modal; when it closes or goes away, the focus returns to the element that had it
 * when the dialog opened. Put the returned ref on the <dialog>.
 */
export function useModalDialog(open = true) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (!open) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, [open]);
  return ref;
}
