import { fieldErrors } from '../lib/error-message';
import { notify } from '../lib/notify';

/** A field's problem, by the field's name (the server's `extensions.fields`, or a form's own check). */
export type FieldErrors = Record<string, string>;

/**
 * What every mutation of the app resolves to: done, or refused, with the problems of named fields (empty when the
 * refusal had none; its toast has then been shown).
 */
export type Outcome = { ok: true } | { ok: false; fields: FieldErrors };

export const succeeded: Outcome = { ok: true };

/** A refusal the browser decided itself (nothing sent), with its field problems if any. */
export const refused = (fields: FieldErrors = {}): Outcome => ({ ok: false, fields });

/** Field messages of a refused save, by field name. */
export const byField = (fields: ReadonlyArray<{ field: string; message: string }>): FieldErrors =>
  Object.fromEntries(fields.map((item) => [item.field, item.message]));

export interface MutationTexts<Result> {
  /** The success toast (from the save's result when a function); none when absent. */
  success?: string | ((result: Result) => string);
  /** The error toast: a fixed text (docs/product.md, Error catalogue), or one made from the error (`errorMessage`, `errorDetail`). */
  failure: string | ((error: unknown) => string);
  /** true: field problems are shown at their fields instead of a toast (a form). */
  fieldsInline?: boolean;
}

/**
 * Runs one save and turns it into an `Outcome`, with the product's toasts: the success text, or on failure the
 * error toast (unless the form shows the server's field problems itself).
 */
export async function runMutation<Result>(save: () => Promise<Result>, texts: MutationTexts<Result>): Promise<Outcome> {
  try {
    const result = await save();
    const success = typeof texts.success === 'function' ? texts.success(result) : texts.success;
    if (success) notify.success(success);
    return succeeded;
  } catch (error) {
    const fields = byField(fieldErrors(error));
    if (!texts.fieldsInline || Object.keys(fields).length === 0) notify.error(typeof texts.failure === 'string' ? texts.failure : texts.failure(error));
    return { ok: false, fields };
  }
}
