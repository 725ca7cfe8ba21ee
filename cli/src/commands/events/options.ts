/**
 * What the `events` command descriptors need without loading a command's implementation: the statuses, list
 * sizes, the options' shapes and the parsers of --date, --duration and --max (also used by the interactive form).
 */
import { InvalidArgumentError } from 'commander';
import { EventStatus } from '../../gql/graphql.js';

/** Events listed by default, and the most the server gives in one list. */
export const EVENTS_LIST_SIZE = 50;
export const EVENTS_MAX_LIST_SIZE = 100;

export const EVENT_STATUSES: readonly EventStatus[] = Object.values(EventStatus);

export const DATE_EXAMPLE = '2026-05-02T09:00 (your local time) or 2026-05-02T09:00:00Z';

/** The fields of an event as given on the command line (`events create` and `events update`). */
export interface EventFieldOptions {
  title?: string;
  description?: string;
  /** ISO 8601 instant (already parsed by `eventDateOption`). */
  date?: string;
  /** Minutes (a whole number; the server checks the range). */
  duration?: number;
  location?: string;
  /** Places (a whole number; the server checks the range). */
  max?: number;
  /** Guests one member may bring (--guest-limit; the server checks the range). */
  guestLimit?: number;
}

export interface ScopeOptions {
  /** A date of a recurring walk: this date and every later one (--following). */
  following?: boolean;
}

export interface ConfirmOptions {
  /** Skip the confirmation prompt (required when not on a terminal). */
  yes?: boolean;
}

// Date and time, optional seconds and fraction, optional offset (Z, +02:00, +0200, +02); a space may stand for T.
const ISO_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?)(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/**
 * An event's start as an ISO 8601 date and time; without an offset it is the local time of this machine's time
 * zone. Answers the instant in UTC (`2026-05-02T07:00:00.000Z`), or throws InvalidArgumentError (exit 2).
 */
export function parseEventDate(value: string): string {
  const match = ISO_DATE_TIME.exec(value.trim());
  if (!match) throw new InvalidArgumentError(`Expected a date and time, e.g. ${DATE_EXAMPLE}.`);
  const [, day = '', time = '', rawOffset] = match;
  const offset = rawOffset === undefined ? '' : /^z$/i.test(rawOffset) ? 'Z' : normalOffset(rawOffset);
  const instant = new Date(`${day}T${time}${offset}`);
  // Date rolls 2026-02-30 over into March: compare the calendar day it read with the one given.
  if (Number.isNaN(instant.getTime()) || !sameCalendarDay(instant, day, offset)) {
    throw new InvalidArgumentError(`"${value}" is not a valid date and time (e.g. ${DATE_EXAMPLE}).`);
  }
  return instant.toISOString();
}

function normalOffset(offset: string): string {
  const digits = offset.slice(1).replace(':', '');
  return `${offset[0]}${digits.slice(0, 2)}:${digits.slice(2, 4) || '00'}`;
}

function sameCalendarDay(instant: Date, day: string, offset: string): boolean {
  if (offset === '') {
    const local = `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`;
    // A local time skipped by a daylight-saving change moves by an hour, possibly past midnight: accept either day.
    const before = new Date(instant.getTime() - 3_600_000);
    return local === day || `${before.getFullYear()}-${pad(before.getMonth() + 1)}-${pad(before.getDate())}` === day;
  }
  const sign = offset === 'Z' ? 0 : offset.startsWith('-') ? -1 : 1;
  const minutes = offset === 'Z' ? 0 : Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6));
  return new Date(instant.getTime() + sign * minutes * 60_000).toISOString().slice(0, 10) === day;
}

const pad = (value: number): string => String(value).padStart(2, '0');

/** `--date` as a commander parser. */
export const eventDateOption = (value: string): string => parseEventDate(value);

/** A whole number (the server checks its range and answers with the product's message), else exit 2. */
export function wholeNumber(value: string): number {
  const number = Number(value.trim());
  if (!/^-?\d+$/.test(value.trim()) || !Number.isSafeInteger(number)) throw new InvalidArgumentError('Expected a whole number.');
  return number;
}

/** A list size for --limit: 1..EVENTS_MAX_LIST_SIZE. */
export function listSizeOption(value: string): number {
  const number = wholeNumber(value);
  if (number < 1 || number > EVENTS_MAX_LIST_SIZE) throw new InvalidArgumentError(`Expected 1 to ${EVENTS_MAX_LIST_SIZE}.`);
  return number;
}
