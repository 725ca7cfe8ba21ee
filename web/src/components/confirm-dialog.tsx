import { useCallback, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './button';
import { useAlertDialog } from '../kit/use-modal-dialog';
import { colors, fontSizes, radii, shadows, space } from '../styles/theme';

/** The card of an in-app modal dialog (native <dialog>): what every dialog of the app looks like. */
export const ModalDialog = styled.dialog`
  width: min(440px, calc(100vw - 2rem));
  max-height: calc(100dvh - 2rem);
  padding: ${space[6]};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.white};
  color: ${colors.ink};
  box-shadow: ${shadows.lg};
  &::backdrop {
    background: rgba(43, 32, 41, 0.5);
  }
  h2 {
    font-size: ${fontSizes.xl};
  }
`;

const Dialog = styled(ModalDialog)`
  p {
    margin-top: ${space[2.5]};
    color: ${colors.inkSoft};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space[2.5]};
  margin-top: ${space[6]};
`;

const DangerButton = styled(Button)`
  background: ${colors.danger};
  box-shadow: none;
  &:not(:disabled):hover { background: #8f1e18; }
`;

export interface ConfirmRequest {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** `danger` for destructive actions (delete). */
  tone?: 'primary' | 'danger';
}

interface Pending extends ConfirmRequest {
  resolve: (confirmed: boolean) => void;
}

/**
 * An in-app, accessible `window.confirm`: a modal alert dialog (native <dialog>, so focus stays inside and
 * Escape cancels), focus on Cancel first, and focus back where it was afterwards.
 * Returns the element to render and `confirm(request)`, which resolves true when confirmed.
 */
/** The alert dialog of one request, while it waits for her answer. */
function ConfirmModal({ pending, settle }: { pending: Pending; settle: (confirmed: boolean) => void }) {
  const { dialogProps, titleId, messageId } = useAlertDialog(() => settle(false));
  const ConfirmButton = pending.tone === 'danger' ? DangerButton : Button;
  return (
    <Dialog {...dialogProps}>
      <h2 id={titleId}>{pending.title}</h2>
      <p id={messageId}>{pending.message}</p>
      <Actions>
        <Button type="button" $variant="secondary" onClick={() => settle(false)} autoFocus>
          Cancel
        </Button>
        <ConfirmButton type="button" onClick={() => settle(true)}>
          {pending.confirmLabel}
        </ConfirmButton>
      </Actions>
    </Dialog>
  );
}

export function useConfirmDialog(): [ReactNode, (request: ConfirmRequest) => Promise<boolean>] {
  const [pending, setPending] = useState<Pending | null>(null);

  const confirm = useCallback((request: ConfirmRequest) => new Promise<boolean>((resolve) => setPending({ ...request, resolve })), []);

  const settle = useCallback(
    (confirmed: boolean) => {
      if (!pending) return;
      pending.resolve(confirmed);
      setPending(null);
    },
    [pending],
  );

  return [pending ? <ConfirmModal pending={pending} settle={settle} /> : null, confirm];
}
