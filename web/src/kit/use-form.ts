import { useState, type FormEvent } from 'react';
import type { FieldErrors, Outcome } from './outcome';

/** A form's own check before sending: problems by field, and optionally one sentence about the whole form. */
export interface FormCheck {
  errors: FieldErrors;
  message?: string | null;
}

type TextFields<Values> = { [K in keyof Values]: Values[K] extends string ? K : never }[keyof Values] & string;

/**
 * The state of a form: its values, the problems of its fields and of the form as a whole. Changing a field clears
 * its problem; `field(name)` gives a text field its value, change handler and error. `showCheck` shows the form's own
 * check and says whether it passed. `submit(send)` makes the submit handler (no page reload): `send` checks and sends,
 * and the field problems of a refusal it resolves to (an `Outcome`) are shown at their fields.
 */
export function useForm<Values extends object>(initial: Values | (() => Values)) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const setValue = <K extends keyof Values & string>(name: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
    setFormError(null);
  };

  const field = <K extends TextFields<Values>>(name: K) => ({
    value: values[name] as string,
    onChange: (event: { target: { value: string } }) => setValue(name, event.target.value as Values[K]),
    error: errors[name],
  });

  /** Shows a check's problems; true when there are none. */
  const showCheck = (found: FormCheck): boolean => {
    setErrors(found.errors);
    setFormError(found.message ?? null);
    return Object.keys(found.errors).length === 0 && !found.message;
  };

  const submit = (send: (values: Values) => Promise<Outcome | undefined>) => async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await send(values);
    if (outcome && !outcome.ok) setErrors(outcome.fields);
  };

  const reset = () => {
    setValues(initial);
    setErrors({});
    setFormError(null);
  };

  return { values, setValue, field, errors, setErrors, formError, showCheck, submit, reset };
}

/** The required fields left blank, each with its message (`messages`: the required fields' names and messages). */
export function missingFields<Values extends object>(values: Values, messages: Partial<Record<keyof Values & string, string>>): FieldErrors {
  const missing: FieldErrors = {};
  for (const [name, message] of Object.entries(messages) as Array<[keyof Values & string, string]>) {
    const value = values[name];
    if (typeof value !== 'string' || value.trim() === '') missing[name] = message;
  }
  return missing;
}
