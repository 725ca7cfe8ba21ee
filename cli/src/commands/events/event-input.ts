import { InvalidArgumentError } from 'commander';
import type { EventInput, EventSummaryFragment } from '../../gql/graphql.js';
import { repeatInput, type RepeatOptions } from './repeat-options.js';
import { DATE_EXAMPLE, parseEventDate, wholeNumber, type EventFieldOptions } from './options.js';

/** The message of docs/product.md, Validation rules, when a required field is empty; the server answers the same. */
export const REQUIRED_FIELDS = 'Please fill in all required fields';

export type EventField = keyof EventFieldOptions;

/** Each field: its flag, how the interactive form asks for it, and how an answer becomes the option's value. */
export const EVENT_FIELDS: readonly {
  field: EventField;
  flag: string;
  label: string;
  placeholder?: string;
  required: boolean;
  /** The option value of a non-empty answer (throws InvalidArgumentError with the problem). */
  parse: (answer: string) => string | number;
}[] = [
  { field: 'title', flag: '--title', label: 'Title', required: true, parse: (answer) => answer },
  { field: 'description', flag: '--description', label: 'Description', required: true, parse: (answer) => answer },
  { field: 'date', flag: '--date', label: 'Starts (local time)', placeholder: DATE_EXAMPLE, required: true, parse: parseEventDate },
  { field: 'duration', flag: '--duration', label: 'Duration in minutes', placeholder: '60', required: true, parse: wholeNumber },
  { field: 'location', flag: '--location', label: 'Location', required: false, parse: (answer) => answer },
  { field: 'max', flag: '--max', label: 'Max participants', placeholder: 'empty for unlimited', required: false, parse: wholeNumber },
];

/** The flags of the required fields that were not given. */
export function missingRequiredFlags(options: EventFieldOptions): string[] {
  return EVENT_FIELDS.filter((entry) => entry.required && options[entry.field] === undefined).map((entry) => entry.flag);
}

/** The problem with a form answer (required and empty, or not parseable), or undefined. */
export function answerProblem(field: EventField, answer: string): string | undefined {
  const entry = EVENT_FIELDS.find((candidate) => candidate.field === field);
  if (!entry || answer === '') return entry?.required ? REQUIRED_FIELDS : undefined;
  try {
    entry.parse(answer);
    return undefined;
  } catch (error) {
    if (error instanceof InvalidArgumentError) return error.message;
    throw error;
  }
}

/** Form answers as options: an empty optional answer stays unset (no location, unlimited places). */
export function answersToOptions(answers: Record<string, string>): EventFieldOptions {
  const options: Record<string, string | number> = {};
  for (const entry of EVENT_FIELDS) {
    const answer = answers[entry.field];
    if (answer !== undefined && answer !== '') options[entry.field] = entry.parse(answer);
  }
  return options as EventFieldOptions;
}

/** The createEvent input; the caller made sure the required fields are there (the server checks them again). */
export function createInput(options: EventFieldOptions & RepeatOptions): EventInput {
  return {
    title: options.title ?? '',
    description: options.description ?? '',
    eventDate: options.date ?? '',
    durationMinutes: options.duration ?? 0,
    location: options.location ?? null,
    maxParticipants: options.max ?? null,
    guestLimit: options.guestLimit ?? 0,
    repeat: repeatInput(options),
  };
}

/**
 * The updateEvent input: the event as it is, with the given fields changed (the mutation takes the whole event).
 * `unlimited` clears the limit.
 */
export function updateInput(event: EventSummaryFragment, options: EventFieldOptions & { unlimited?: boolean }): EventInput {
  return {
    title: options.title ?? event.title,
    description: options.description ?? event.description,
    eventDate: options.date ?? event.eventDate,
    durationMinutes: options.duration ?? event.durationMinutes,
    location: options.location ?? event.location ?? null,
    maxParticipants: options.unlimited ? null : (options.max ?? event.maxParticipants ?? null),
    guestLimit: options.guestLimit ?? event.guestLimit,
  };
}
