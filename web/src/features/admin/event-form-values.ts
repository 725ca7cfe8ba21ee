import type { EventInput } from '../../gql/graphql';
import { fromDateTimeLocalValue, toDateTimeLocalValue } from '../../lib/datetime-local';
import { checkRepeatForm, emptyRepeatForm, type RepeatFormValues } from './repeat-form-values';

/** The event form's values: text while editing (the date and time as an `<input type="datetime-local">` value). */
export interface EventFormValues extends RepeatFormValues {
  title: string;
  description: string;
  eventDate: string;
  durationMinutes: string;
  location: string;
  /** Empty: no limit. */
  maxParticipants: string;
  /** Guests one member may bring; 0 (none) to GUEST_LIMIT_MAX. */
  guestLimit: string;
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
export const GUEST_LIMIT_MAX = 20;
export const GUEST_LIMIT_RANGE = `Guests per member must be between 0 and ${GUEST_LIMIT_MAX}`;
/** The field-level note under each missing required field (the form says REQUIRED_FIELDS once). */
export const REQUIRED = 'Required';

export const emptyEventForm: EventFormValues = {
  title: '',
  description: '',
  eventDate: '',
  durationMinutes: '60',
  location: '',
  maxParticipants: '',
  guestLimit: '0',
  ...emptyRepeatForm,
};

/** The event being edited, as form values. */
export function eventFormValuesOf(event: {
  title: string;
  description: string;
  eventDate: string;
  durationMinutes: number;
  location?: string | null;
  maxParticipants?: number | null;
  guestLimit?: number;
}): EventFormValues {
  return {
    title: event.title,
    description: event.description,
    eventDate: toDateTimeLocalValue(event.eventDate),
    durationMinutes: String(event.durationMinutes),
    location: event.location ?? '',
    maxParticipants: event.maxParticipants === null || event.maxParticipants === undefined ? '' : String(event.maxParticipants),
    guestLimit: String(event.guestLimit ?? 0),
    ...emptyRepeatForm,
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

  const guestLimit = values.guestLimit.trim() === '' ? 0 : wholeNumber(values.guestLimit);
  if (guestLimit === null || guestLimit > GUEST_LIMIT_MAX) errors.guestLimit = GUEST_LIMIT_RANGE;
  const repeat = checkRepeatForm(values);
  Object.assign(errors, repeat.errors);

  const problems = Object.values(errors);
  if (problems.length > 0 || eventDate === null || durationMinutes === null || guestLimit === null) {
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
      guestLimit,
      ...(repeat.repeat ? { repeat: repeat.repeat } : {}),
    },
  };
}
