import styled from 'styled-components';
import { Button } from './button';
import { Spinner } from './spinner';
import { errorMessage } from '../lib/error-message';
import { runMutation, type FieldErrors, type Outcome } from '../kit/outcome';
import { space } from '../styles/theme';

/** The form inside a dialog: fields stacked, actions at the end. */
export const DialogForm = styled.form`
  display: grid;
  gap: ${space[4]};
  .actions { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: ${space[2.5]}; margin-top: ${space[1]}; }
  .row { display: grid; gap: ${space[4]}; grid-template-columns: repeat(auto-fit, minmax(min(100%, 180px), 1fr)); }
`;

/**
 * A dialog's save: on success its toast and the dialog closes; refused with field problems, they show under their
 * fields; otherwise the server's message (or the fallback, or only the fallback without detail) as an error toast.
 */
export async function submitDialog(
  save: () => Promise<unknown>,
  outcome: {
    success: string;
    fallback: string;
    setErrors: (errors: FieldErrors) => void;
    onClose: () => void;
    /** false: always the fallback (the fixed messages of docs/product.md, Error catalogue, shown without the server's detail). */
    withDetail?: boolean;
  },
): Promise<Outcome> {
  const result = await runMutation(save, {
    success: outcome.success,
    failure: outcome.withDetail === false ? outcome.fallback : (error) => errorMessage(error, outcome.fallback),
    fieldsInline: true,
  });
  if (result.ok) outcome.onClose();
  else if (Object.keys(result.fields).length > 0) outcome.setErrors(result.fields);
  return result;
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
