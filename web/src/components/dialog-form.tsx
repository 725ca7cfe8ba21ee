import styled from 'styled-components';
import { Button } from './button';
import { Spinner } from './spinner';
import { errorMessage, fieldErrors } from '../lib/error-message';
import { notify } from '../lib/notify';
import { space } from '../styles/theme';

/** The form inside a dialog: fields stacked, actions at the end. */
export const DialogForm = styled.form`
  display: grid;
  gap: ${space[4]};
  .actions { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: ${space[2.5]}; margin-top: ${space[1]}; }
  .row { display: grid; gap: ${space[4]}; grid-template-columns: repeat(auto-fit, minmax(min(100%, 180px), 1fr)); }
`;

/** Field messages of a refused save, by field name. */
export const byField = (fields: ReadonlyArray<{ field: string; message: string }>): Record<string, string> =>
  Object.fromEntries(fields.map((item) => [item.field, item.message]));

/**
 * A dialog's save: on success its toast and the dialog closes; refused with field problems, they show under their
 * fields; otherwise the server's message (or the fallback, or only the fallback without detail) as an error toast.
 */
export async function submitDialog(
  save: () => Promise<unknown>,
  outcome: {
    success: string;
    fallback: string;
    setErrors: (errors: Record<string, string>) => void;
    onClose: () => void;
    /** false: always the fallback (the fixed messages of docs/product.md, Error catalogue, shown without the server's detail). */
    withDetail?: boolean;
  },
): Promise<void> {
  try {
    await save();
    notify.success(outcome.success);
    outcome.onClose();
  } catch (error) {
    const fields = fieldErrors(error);
    if (fields.length > 0) outcome.setErrors(byField(fields));
    else notify.error(outcome.withDetail === false ? outcome.fallback : errorMessage(error, outcome.fallback));
  }
}

/** Cancel and the save button (a spinner while saving) at the end of a dialog's form. */
export function DialogActions({ onCancel, busy, label }: { onCancel: () => void; busy: boolean; label: string }) {
  return (
    <div className="actions">
      <Button type="button" $variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
        {busy ? <Spinner aria-hidden="true" /> : null}
        {label}
      </Button>
    </div>
  );
}
