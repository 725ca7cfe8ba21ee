import styled from 'styled-components';
import { Button } from '../../components/button';
import { FormAlert } from '../../components/form-alert';
import { TextAreaField, TextField } from '../../components/form-field';
import { Spinner } from '../../components/spinner';
import type { EventInput } from '../../gql/graphql';
import type { Outcome } from '../../kit/outcome';
import { useForm } from '../../kit/use-form';
import { toDateTimeLocalValue } from '../../lib/datetime-local';
import { checkEventForm, EVENT_MAX_LENGTH, type EventFormValues } from './event-form-values';
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
 * unlimited), checked here and on the server. Creating starts empty and empties again once saved; editing starts from
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
}: {
  label: string;
  initial: EventFormValues;
  keepDate?: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  onSave: (input: EventInput) => Promise<Outcome>;
  onDiscard?: () => void;
  /** The title takes the focus (a form that opens in place of what was clicked). */
  autoFocus?: boolean;
}) {
  const { field, formError, showCheck, submit, reset } = useForm(initial);

  const onSubmit = submit(async (values) => {
    if (busy) return undefined;
    const check = checkEventForm(values, Date.now(), keepDate ? { value: initial.eventDate, eventDate: keepDate } : undefined);
    if (!showCheck(check) || !check.input) return undefined;
    const outcome = await onSave(check.input);
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
