import type { EventInput } from '../../gql/graphql';
import { fromDateTimeLocalValue, toDateTimeLocalValue } from '../../lib/datetime-local';

/** The event form's values: text while editing (the date and time as an `<input type="datetime-local">` value). */
export interface EventFormValues {
  title: string;
  description: string;
  eventDate: string;
  durationMinutes: string;
  location: string;
  /** Empty: no limit. */
  maxParticipants: string;
}

export type EventFormField = keyof EventFormValues;
export type EventFormErrors = Partial<Record<EventFormField, string>>;

/** The server's limits on the texts (characters). */
export const EVENT_MAX_LENGTH = { title: 200, description: 5000, location: 300 } as const;

/** The wording of docs/product.md, Validation rules and Error catalogue (the server answers the same sentences). */
export const REQUIRED_FIELDS = 'Please fill in all required fields';
export const DATE_IN_PAST = 'Event date cannot be in the past';
export const INVALID_DATE = 'Event date must be a valid date';
export const DURATION_MIN = 'Duration must be at least 1 minute';
export const MAX_PARTICIPANTS_MIN = 'Maximum participants must be at least 1 (leave it empty for unlimited)';
/** The field-level note under each missing required field (the form says REQUIRED_FIELDS once). */
export const REQUIRED = 'Required';

export const emptyEventForm: EventFormValues = {
  title: '',
  description: '',
  eventDate: '',
  durationMinutes: '60',
  location: '',
  maxParticipants: '',
};

/** The event being edited, as form values. */
export function eventFormValuesOf(event: {
  title: string;
  description: string;
  eventDate: string;
  durationMinutes: number;
  location?: string | null;
  maxParticipants?: number | null;
}): EventFormValues {
  return {
    title: event.title,
    description: event.description,
    eventDate: toDateTimeLocalValue(event.eventDate),
    durationMinutes: String(event.durationMinutes),
    location: event.location ?? '',
    maxParticipants: event.maxParticipants === null || event.maxParticipants === undefined ? '' : String(event.maxParticipants),
  };
}

const requiredFields = ['title', 'description', 'eventDate', 'durationMinutes'] as const;

const wholeNumber = (value: string): number | null => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : null);

export interface EventFormCheck {
  errors: EventFormErrors;
  /** REQUIRED_FIELDS when a required field is empty, else the first problem; null when the form may go. */
  message: string | null;
  input: EventInput | null;
}

/**
 * docs/product.md, Validation rules: title, description, date and duration required ("Please fill in all required fields"); duration at least
 * 1; max participants at least 1, empty meaning unlimited (null); the date not before now. An edit that keeps the
 * date sends it unchanged (`keep`: the date being edited, as stored), so a walk under way can still be edited.
 */
export function checkEventForm(values: EventFormValues, now: number, keep?: { value: string; eventDate: string }): EventFormCheck {
  const errors: EventFormErrors = {};
  for (const field of requiredFields) if (values[field].trim() === '') errors[field] = REQUIRED;
  const missing = Object.keys(errors).length > 0;

  const kept = keep !== undefined && values.eventDate === keep.value;
  let eventDate: string | null = kept ? keep.eventDate : null;
  if (!kept && !errors.eventDate) {
    const date = fromDateTimeLocalValue(values.eventDate);
    if (!date) errors.eventDate = INVALID_DATE;
    else if (date.getTime() < now) errors.eventDate = DATE_IN_PAST;
    else eventDate = date.toISOString();
  }

  const durationMinutes = wholeNumber(values.durationMinutes);
  if (!errors.durationMinutes && (durationMinutes === null || durationMinutes < 1)) errors.durationMinutes = DURATION_MIN;

  const max = values.maxParticipants.trim() === '' ? null : wholeNumber(values.maxParticipants);
  if (values.maxParticipants.trim() !== '' && (max === null || max < 1)) errors.maxParticipants = MAX_PARTICIPANTS_MIN;

  const problems = Object.values(errors);
  if (problems.length > 0 || eventDate === null || durationMinutes === null) {
    return { errors, message: missing ? REQUIRED_FIELDS : (problems[0] ?? null), input: null };
  }
  const location = values.location.trim();
  return {
    errors,
    message: null,
    input: {
      title: values.title.trim(),
      description: values.description.trim(),
      eventDate,
      durationMinutes,
      location: location === '' ? null : location,
      maxParticipants: max,
    },
  };
}
