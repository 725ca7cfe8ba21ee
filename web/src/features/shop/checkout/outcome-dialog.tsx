import { type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { ModalDialog } from '../../../components/confirm-dialog';
import { colors, controlHeights, space } from '../../../styles/theme';
import { useAlertDialog } from '../../../kit/use-modal-dialog';

const Dialog = styled(ModalDialog)<{ $tone: 'success' | 'error' }>`
  > svg {
    width: ${controlHeights.md};
    height: ${controlHeights.md};
    color: ${({ $tone, theme }) => ($tone === 'success' ? theme.colors.sage700 : theme.colors.danger)};
  }
  h2 { margin-top: ${space[2.5]}; }
  p {
    margin-top: ${space[2.5]};
    color: ${colors.ink};
  }
  p + p { color: ${colors.inkSoft}; }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${space[6]};
`;

/**
 * The checkout's alerts (docs/product.md, Error catalogue) as an in-app alert dialog instead of `window.alert`: modal, its message read out,
 * the focus on its one button; Escape closes it too.
 */
export function OutcomeDialog({
  tone,
  icon,
  title,
  message,
  detail,
  actionLabel,
  onClose,
}: {
  tone: 'success' | 'error';
  icon: ReactNode;
  title: string;
  message: string;
  detail?: string | null;
  actionLabel: string;
  onClose: () => void;
}) {
  const { dialogProps, titleId, messageId } = useAlertDialog(onClose);
  return (
    <Dialog {...dialogProps} $tone={tone}>
      {icon}
      <h2 id={titleId}>{title}</h2>
      <p id={messageId}>{message}</p>
      {detail ? <p>{detail}</p> : null}
      <Actions>
        <Button type="button" onClick={onClose} autoFocus>
          {actionLabel}
        </Button>
      </Actions>
    </Dialog>
  );
}
