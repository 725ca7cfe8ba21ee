/**
 * An iCalendar (RFC 5545) writer for walking events: pure functions, no I/O. Times are written in UTC (`…Z`), so a
 * start given with any offset, and an event across a daylight-saving change, land on the same instants in every
 * calendar; DTEND is the start plus the duration in absolute time.
 */

export const ICALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';
export const PRODUCT_ID = '-//MomStride//Walking events//EN';

/** One event as a calendar shows it. */
export interface CalendarEntry {
  /** Globally unique and the same in every file, so calendars update the event instead of adding another. */
  readonly uid: string;
  readonly title: string;
  readonly description: string;
  /** ISO 8601 with an offset (or `Z`), or a Date. */
  readonly start: string | Date;
  readonly durationMinutes: number;
  readonly location: string | null;
  readonly cancelled: boolean;
  readonly lastModified?: string | Date;
  readonly url?: string;
}

/** What a subscription feed adds: the calendar's name and how often calendar apps should fetch it again. */
export interface FeedOptions {
  readonly name: string;
  /** An RFC 5545 duration, e.g. `PT1H`. */
  readonly refreshInterval: string;
}

export interface CalendarOptions {
  /** DTSTAMP of every event: when the file was made. */
  readonly stamp: Date;
  readonly feed?: FeedOptions;
}

const MAX_LINE_OCTETS = 75;
const CRLF = '\r\n';

const instantOf = (value: string | Date): Date => {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date-time: ${String(value)}`);
  return date;
};

/** A UTC DATE-TIME value: `20260308T163000Z` (seconds kept, milliseconds dropped). */
export function formatDateTime(value: string | Date): string {
  return instantOf(value).toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
}

/**
 * A TEXT value: backslash, semicolon and comma escaped, every line break (CRLF, CR, LF) as `\n`, and control
 * characters other than tab (which TEXT does not allow) left out.
 */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/(?!\t)\p{Cc}/gu, '');
}

const utf8Octets = (codePoint: number): number => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/**
 * Folds a content line at 75 octets (RFC 5545 §3.1): each further line starts with one space, which counts toward its
 * 75. Lines break between characters, never inside a character's UTF-8 bytes.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  let limit = MAX_LINE_OCTETS;
  for (const character of line) {
    const size = utf8Octets(character.codePointAt(0)!);
    if (octets + size > limit) {
      lines.push(current);
      current = '';
      octets = 0;
      limit = MAX_LINE_OCTETS - 1;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join(`${CRLF} `);
}

/** `NAME:value` (value already in its value type's form), folded. */
const property = (name: string, value: string): string => foldLine(`${name}:${value}`);

const eventLines = (entry: CalendarEntry, stamp: Date): string[] => {
  const start = instantOf(entry.start);
  const end = new Date(start.getTime() + entry.durationMinutes * 60_000);
  return [
    'BEGIN:VEVENT',
    property('UID', escapeText(entry.uid)),
    property('DTSTAMP', formatDateTime(stamp)),
    property('DTSTART', formatDateTime(start)),
    property('DTEND', formatDateTime(end)),
    property('SUMMARY', escapeText(entry.title)),
    property('DESCRIPTION', escapeText(entry.description)),
    ...(entry.location ? [property('LOCATION', escapeText(entry.location))] : []),
    property('STATUS', entry.cancelled ? 'CANCELLED' : 'CONFIRMED'),
    ...(entry.lastModified ? [property('LAST-MODIFIED', formatDateTime(entry.lastModified))] : []),
    ...(entry.url ? [property('URL', entry.url)] : []),
    'END:VEVENT',
  ];
};

/** A whole VCALENDAR (METHOD:PUBLISH) of the entries, CRLF line endings; a feed also names itself and its refresh. */
export function writeCalendar(entries: readonly CalendarEntry[], { stamp, feed }: CalendarOptions): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    property('PRODID', PRODUCT_ID),
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(feed
      ? [
          property('NAME', escapeText(feed.name)),
          property('X-WR-CALNAME', escapeText(feed.name)),
          property('REFRESH-INTERVAL;VALUE=DURATION', feed.refreshInterval),
          property('X-PUBLISHED-TTL', feed.refreshInterval),
        ]
      : []),
    ...entries.flatMap((entry) => eventLines(entry, stamp)),
    'END:VCALENDAR',
  ];
  return `${lines.join(CRLF)}${CRLF}`;
}

/** A download's file name from an event's title: `sunrise-walk-at-the-lake.ics` (ASCII only; `event.ics` if none). */
export function calendarFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return `${slug || 'event'}.ics`;
}
