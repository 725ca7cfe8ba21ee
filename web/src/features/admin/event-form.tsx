import styled from 'styled-components';
import { Button } from '../../components/button';
import { FormAlert } from '../../components/form-alert';
import { SelectField, TextAreaField, TextField } from '../../components/form-field';
import { Spinner } from '../../components/spinner';
import { useState } from 'react';
import type { EventInput, EventScope } from '../../gql/graphql';
import type { Outcome } from '../../kit/outcome';
import { useForm } from '../../kit/use-form';
import { toDateTimeLocalValue } from '../../lib/datetime-local';
import { checkEventForm, EVENT_MAX_LENGTH, GUEST_LIMIT_MAX, type EventFormValues } from './event-form-values';
import { RepeatFields } from './repeat-fields';
import { colors, space } from '../../styles/theme';

const Form = styled.form`
  display: grid;
  gap: ${space[4]};
`;

const Columns = styled.div`
  display: grid;
  gap: ${space[4]};
  align-items: start;
  @media (min-width: 640px) {
    grid-template-columns: 1fr 1fr;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space[3]};
  padding-top: ${space[4]};
  border-top: 1px solid ${colors.border};
`;

/**
 * The admin's event form (docs/product.md, Validation rules): title, description, date and time, duration, location, max participants (empty:
 * unlimited), guests per member and, when creating, how it repeats (Recurring walks), checked here and on the server. Creating starts empty and empties again once saved; editing starts from
 * the event (`keepDate`: its stored start, sent unchanged while the date is not touched).
 */
export function EventForm({
  label,
  initial,
  keepDate,
  submitLabel,
  busyLabel,
  busy,
  onSave,
  onDiscard,
  autoFocus = false,
  repeatable = false,
  scoped = false,
}: {
  label: string;
  initial: EventFormValues;
  keepDate?: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  onSave: (input: EventInput, scope: EventScope) => Promise<Outcome>;
  onDiscard?: () => void;
  /** The title takes the focus (a form that opens in place of what was clicked). */
  autoFocus?: boolean;
  /** Creating: the Repeat section (a walk that repeats). */
  repeatable?: boolean;
  /** Editing a date of a recurring walk: asks "Only this date" or "This and following". */
  scoped?: boolean;
}) {
  const [scope, setScope] = useState<EventScope>('this_date');
  const { values, setValue, field, formError, showCheck, submit, reset } = useForm(initial);

  const onSubmit = submit(async (values) => {
    if (busy) return undefined;
    const check = checkEventForm(values, Date.now(), keepDate ? { value: initial.eventDate, eventDate: keepDate } : undefined);
    if (!showCheck(check) || !check.input) return undefined;
    const outcome = await onSave(check.input, scope);
    if (outcome.ok && !onDiscard) reset();
    return outcome;
  });

  return (
    <Form aria-label={label} onSubmit={(event) => void onSubmit(event)} noValidate>
      <TextField label="Title" autoFocus={autoFocus} required maxLength={EVENT_MAX_LENGTH.title} placeholder="Saturday Trail Hike" {...field('title')} />
      <TextAreaField label="Description" required rows={3} maxLength={EVENT_MAX_LENGTH.description} placeholder="The route, the pace, what to bring" {...field('description')} />
      <Columns>
        <TextField label="Date and time" type="datetime-local" required min={toDateTimeLocalValue(new Date())} {...field('eventDate')} />
        <TextField label="Duration (minutes)" type="number" inputMode="numeric" required min={1} step={1} {...field('durationMinutes')} />
      </Columns>
      <Columns>
        <TextField label="Location" maxLength={EVENT_MAX_LENGTH.location} placeholder="Meeting point" {...field('location')} />
        <TextField
          label="Max participants"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          placeholder="No limit"
          hint="Leave empty for no limit."
          {...field('maxParticipants')}
        />
      </Columns>
      <TextField
        label="Guests per member"
        type="number"
        inputMode="numeric"
        min={0}
        max={GUEST_LIMIT_MAX}
        step={1}
        hint="How many guests (e.g. children in strollers) each member may bring; they take places. 0: no guests."
        {...field('guestLimit')}
      />
      {scoped ? (
        <SelectField
          label="Apply the changes to"
          value={scope}
          onChange={(event) => setScope(event.target.value as EventScope)}
          options={[
            { value: 'this_date', label: 'Only this date' },
            { value: 'this_and_following', label: 'This and following dates' },
          ]}
        />
      ) : null}
      {repeatable ? <RepeatFields values={values} setValue={(name, value) => setValue(name, value as never)} field={field} /> : null}
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <Actions>
        {onDiscard ? (
          <Button type="button" $variant="ghost" onClick={onDiscard} disabled={busy}>
            Discard changes
          </Button>
        ) : null}
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? <Spinner aria-hidden="true" /> : null}
          {busy ? busyLabel : submitLabel}
        </Button>
      </Actions>
    </Form>
  );
}
