import { useSyncExternalStore } from 'react';

type ToastKind = 'success' | 'error' | 'info';

let shown = false;
const listeners = new Set<() => void>();

/**
 * Toasts load their code with the first one (toaster.tsx): it is queued in react-hot-toast's store, and the
 * container (app/toasts.tsx) mounts from then on.
 */
function show(kind: ToastKind, message: string): void {
  void import('./toaster').then(({ toastKinds }) => toastKinds[kind](message));
  if (shown) return;
  shown = true;
  for (const listener of listeners) listener();
}

/** Whether a toast has been shown yet. */
export function useToastsShown(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => shown,
  );
}

/** Product toasts (docs/product.md, Error catalogue). */
export const notify = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
};

/** Fetch the toasts' code ahead of a toast that is about to come (e.g. on a sign-in screen). */
export function preloadToasts(): void {
  void import('./toaster');
}
