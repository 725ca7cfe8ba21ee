import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { DialogForm } from '../../components/dialog-form';
import { TextAreaField } from '../../components/form-field';
import { Modal } from '../../components/modal';
import { Spinner } from '../../components/spinner';
import type { AdminOrder } from './order-card';
import { ORDER_NOTE_MAX } from './order-status';
import { colors } from '../../styles/theme';

const Lead = styled.p`
  color: ${colors.inkSoft};
`;

const DangerButton = styled(Button)`
  background: ${colors.danger};
  box-shadow: none;
  &:not(:disabled):hover { background: #8f1e18; }
`;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Cancelling an order asks first, with an optional note kept on the order (why it was cancelled). */
export function CancelOrderDialog({
  order,
  busy,
  onCancelOrder,
  onClose,
}: {
  order: AdminOrder;
  busy: boolean;
  onCancelOrder: (note: string) => void;
  onClose: () => void;
}) {
  const [note, setNote] = useState('');
  return (
    <Modal title={`Cancel order ${order.reference}?`} onClose={onClose} width={480}>
      <DialogForm
        onSubmit={(event) => {
          event.preventDefault();
          onCancelOrder(note.trim());
        }}
      >
        <Lead>
          {order.firstName} {order.lastName}’s order request ({usd.format(order.subtotal)}) will be cancelled. It cannot be
          reopened.
        </Lead>
        <TextAreaField
          label="Note (optional)"
          hint="Kept with the order, e.g. why it was cancelled."
          rows={3}
          maxLength={ORDER_NOTE_MAX}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <div className="actions">
          <Button type="button" $variant="secondary" onClick={onClose} autoFocus>
            Keep order
          </Button>
          <DangerButton type="submit" disabled={busy} aria-busy={busy || undefined}>
            {busy ? <Spinner aria-hidden="true" /> : null}
            Cancel order
          </DangerButton>
        </div>
      </DialogForm>
    </Modal>
  );
}
