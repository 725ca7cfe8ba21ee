import { describe, expect, it } from 'vitest';
import { parseCalendar, unescapeText, unfold } from '../../testing/icalendar.js';
import { calendarFileName, escapeText, foldLine, formatDateTime, writeCalendar, type CalendarEntry } from './ical.js';

const octets = (text: string) => Buffer.byteLength(text, 'utf8');

const entry = (overrides: Partial<CalendarEntry> = {}): CalendarEntry => ({
  uid: '5f0c1b8e-3a0b-4a5e-9a51-000000000001@momstride',
  title: 'Sunrise walk',
  description: 'Around the lake',
  start: '2026-06-01T13:30:00.000Z',
  durationMinutes: 60,
  location: 'Lakeside Park',
  cancelled: false,
  ...overrides,
});

const stamp = new Date('2026-05-20T08:00:00.000Z');

describe('escapeText', () => {
  it('escapes backslash, semicolon and comma, writes line breaks as \\n and drops other control characters', () => {
    expect(escapeText('a\\b;c,d')).toBe('a\\\\b\\;c\\,d');
    expect(escapeText('one\r\ntwo\nthree\rfour')).toBe('one\\ntwo\\nthree\\nfour');
    expect(escapeText('tab\there\u0000\u0007\u001b\u007f!')).toBe('tab\there!');
    expect(unescapeText(escapeText('Bring water; wear shoes, please\\thanks\nSee you'))).toBe('Bring water; wear shoes, please\\thanks\nSee you');
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets alone and folds a longer one into lines of at most 75 octets, each further one after a space', () => {
    const exact = `SUMMARY:${'x'.repeat(75 - 8)}`;
    expect(foldLine(exact)).toBe(exact);
    const long = `DESCRIPTION:${'y'.repeat(200)}`;
    const folded = foldLine(long);
    const lines = folded.split('\r\n');
    expect(lines.length).toBe(3);
    expect(lines.every((line) => octets(line) <= 75)).toBe(true);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(octets(lines[0]!)).toBe(75);
    expect(lines.map((line, i) => (i === 0 ? line : line.slice(1))).join('')).toBe(long);
  });

  it('never splits the UTF-8 bytes of an accented letter or an emoji', () => {
    // 'é' is 2 octets, '👟' 4, '👩‍👧' 4 + 3 + 4: mixed so that many break points fall inside a character.
    const text = `SUMMARY:${'Promenade été 👟 👩‍👧 '.repeat(12)}`;
    const lines = foldLine(text).split('\r\n');
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) {
      expect(octets(line)).toBeLessThanOrEqual(75);
      // A line cut inside a character would not survive a UTF-8 round trip.
      expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line);
      expect(line).not.toMatch(/[\ud800-\udbff]$|^ ?[\udc00-\udfff]/);
    }
    expect(lines.map((line, i) => (i === 0 ? line : line.slice(1))).join('')).toBe(text);
    // Some line is shorter than 75 because the next character would not fit.
    expect(lines.slice(0, -1).some((line) => octets(line) < 75)).toBe(true);
  });
});

describe('formatDateTime', () => {
  it('writes UTC date-times, whatever offset the start was given with', () => {
    expect(formatDateTime('2026-03-07T09:30:00-07:00')).toBe('20260307T163000Z');
    expect(formatDateTime('2026-03-07T16:30:00Z')).toBe('20260307T163000Z');
    expect(formatDateTime(new Date('2026-12-31T23:59:59.999Z'))).toBe('20261231T235959Z');
    expect(() => formatDateTime('not a date')).toThrow(RangeError);
  });
});

describe('writeCalendar', () => {
  it('writes one VCALENDAR with one VEVENT, CRLF line endings and every property', () => {
    const text = writeCalendar([entry({ lastModified: '2026-05-19T10:15:00Z', url: 'https://momstride.example/events' })], { stamp });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfold(text);
    expect(lines.slice(0, 5)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//MomStride//Walking events//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH']);
    expect(lines).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//MomStride//Walking events//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:5f0c1b8e-3a0b-4a5e-9a51-000000000001@momstride',
      'DTSTAMP:20260520T080000Z',
      'DTSTART:20260601T133000Z',
      'DTEND:20260601T143000Z',
      'SUMMARY:Sunrise walk',
      'DESCRIPTION:Around the lake',
      'LOCATION:Lakeside Park',
      'STATUS:CONFIRMED',
      'LAST-MODIFIED:20260519T101500Z',
      'URL:https://momstride.example/events',
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
  });

  it('turns a start given with a -07:00 offset into UTC and ends it duration minutes later', () => {
    const [event] = parseCalendar(writeCalendar([entry({ start: '2026-07-04T18:45:00-07:00', durationMinutes: 95 })], { stamp })).events;
    expect(event!['DTSTART']!.raw).toBe('20260705T014500Z');
    expect(event!['DTEND']!.raw).toBe('20260705T032000Z');
  });

  it('ends an event that crosses a daylight-saving change after its real duration', () => {
    // US clocks went forward at 2026-03-08 02:00 PST: a 2-hour walk from 01:30 PST ends at 04:30 PDT = 11:30 UTC.
    const spring = parseCalendar(writeCalendar([entry({ start: '2026-03-08T01:30:00-08:00', durationMinutes: 120 })], { stamp })).events[0]!;
    expect(spring['DTSTART']!.raw).toBe('20260308T093000Z');
    expect(spring['DTEND']!.raw).toBe('20260308T113000Z');
    // Europe's clocks went back at 2026-10-25 03:00 CEST: 90 minutes from 02:15 CEST end at 02:45 CET = 01:45 UTC.
    const autumn = parseCalendar(writeCalendar([entry({ start: '2026-10-25T02:15:00+02:00', durationMinutes: 90 })], { stamp })).events[0]!;
    expect(autumn['DTSTART']!.raw).toBe('20261025T001500Z');
    expect(autumn['DTEND']!.raw).toBe('20261025T014500Z');
  });

  it('computes DTEND from the duration, across midnight and for long events', () => {
    const events = parseCalendar(
      writeCalendar(
        [entry({ start: '2026-12-31T23:30:00Z', durationMinutes: 45 }), entry({ start: '2026-06-01T08:00:00Z', durationMinutes: 7 * 24 * 60 })],
        { stamp },
      ),
    ).events;
    expect(events.map((event) => [event['DTSTART']!.raw, event['DTEND']!.raw])).toEqual([
      ['20261231T233000Z', '20270101T001500Z'],
      ['20260601T080000Z', '20260608T080000Z'],
    ]);
  });

  it('escapes and folds text properties, leaves out an empty location, and marks a cancelled event', () => {
    const description = `Meet at the café, bring water; no dogs\\cats.\nWe walk 5 km 🌅 at an easy pace. ${'Étape '.repeat(20)}`;
    const text = writeCalendar([entry({ title: 'Walk, talk; repeat', description, location: null, cancelled: true })], { stamp });
    for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    const event = parseCalendar(text).events[0]!;
    expect(event['SUMMARY']!.raw).toBe('Walk\\, talk\\; repeat');
    expect(unescapeText(event['DESCRIPTION']!.raw)).toBe(description);
    expect(event['LOCATION']).toBeUndefined();
    expect(event['STATUS']!.raw).toBe('CANCELLED');
    expect(event['LAST-MODIFIED']).toBeUndefined();
    expect(event['URL']).toBeUndefined();
  });

  it('names a feed and tells calendar apps to refresh it hourly', () => {
    const { calendar, events } = parseCalendar(
      writeCalendar([entry(), entry({ uid: 'other@momstride' })], { stamp, feed: { name: 'MomStride walks', refreshInterval: 'PT1H' } }),
    );
    expect(calendar['X-WR-CALNAME']!.raw).toBe('MomStride walks');
    expect(calendar['NAME']!.raw).toBe('MomStride walks');
    expect(calendar['REFRESH-INTERVAL']).toEqual({ name: 'REFRESH-INTERVAL', params: { VALUE: 'DURATION' }, raw: 'PT1H' });
    expect(calendar['X-PUBLISHED-TTL']!.raw).toBe('PT1H');
    expect(events.map((event) => event['UID']!.raw)).toEqual(['5f0c1b8e-3a0b-4a5e-9a51-000000000001@momstride', 'other@momstride']);
  });

  it('writes an empty feed as a calendar without events', () => {
    expect(parseCalendar(writeCalendar([], { stamp, feed: { name: 'MomStride walks', refreshInterval: 'PT1H' } })).events).toEqual([]);
  });
});

describe('calendarFileName', () => {
  it('makes an ASCII slug of the title', () => {
    expect(calendarFileName('Sunrise Walk at the Lake!')).toBe('sunrise-walk-at-the-lake.ics');
    expect(calendarFileName('  Café — été 2026 / Lac ')).toBe('cafe-ete-2026-lac.ics');
    expect(calendarFileName('"quoted"\r\nname')).toBe('quoted-name.ics');
    expect(calendarFileName('👟👟')).toBe('event.ics');
    expect(calendarFileName('a'.repeat(100))).toBe(`${'a'.repeat(60)}.ics`);
  });
});
