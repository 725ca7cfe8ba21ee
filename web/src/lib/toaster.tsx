import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { InfoIcon } from '../components/icons';
import { theme } from '../styles/theme';

/**
 * The toasts' implementation (react-hot-toast), one chunk loaded with the first toast (notify.ts): the product's
 * three kinds of toast (docs/product.md, Error catalogue) and their container.
 */
export const toastKinds = {
  success: (message: string) => toast.success(message),
  error: (message: string) => toast.error(message),
  // react-hot-toast has no info type: a plain toast with an info icon.
  info: (message: string) => toast(message, { icon: <InfoIcon aria-hidden="true" width={20} height={20} /> }),
};

/** docs/product.md, Business constants and limits: toasts top-right, 4000 ms, at most 3 visible, 356 px wide. */
export const TOAST_LIMIT = 3;
export const TOAST_DURATION_MS = 4000;
export const TOAST_WIDTH_PX = 356;

function useToastLimit(limit: number): void {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .slice(limit)
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts, limit]);
}

/** The toast container (app/toasts.tsx mounts it with the first toast). */
export function AppToaster() {
  useToastLimit(TOAST_LIMIT);
  return (
    <Toaster
      position="top-right"
      containerClassName="app-toaster"
      // Below the sticky header, so a toast never covers the menu button or the logo.
      containerStyle={{ top: 76 }}
      toastOptions={{
        duration: TOAST_DURATION_MS,
        style: {
          width: TOAST_WIDTH_PX,
          maxWidth: 'calc(100vw - 32px)',
          borderRadius: theme.radii.md,
          background: theme.colors.white,
          color: theme.colors.ink,
          border: `1px solid ${theme.colors.border}`,
          boxShadow: theme.shadows.md,
          padding: '12px 14px',
        },
        success: { iconTheme: { primary: theme.colors.sage700, secondary: theme.colors.white } },
        error: { iconTheme: { primary: theme.colors.danger, secondary: theme.colors.white } },
      }}
    />
  );
}
