/** Test-only reading of iCalendar text (RFC 5545): unfolds lines, splits properties, unescapes TEXT. */

export interface ICalProperty {
  readonly name: string;
  readonly params: Readonly<Record<string, string>>;
  /** The value as written (escaped). */
  readonly raw: string;
}

export interface ParsedCalendar {
  /** Properties of the VCALENDAR itself, by name. */
  readonly calendar: Readonly<Record<string, ICalProperty>>;
  /** Each VEVENT's properties, by name. */
  readonly events: ReadonlyArray<Readonly<Record<string, ICalProperty>>>;
}

/** A TEXT value as its author wrote it. */
export const unescapeText = (raw: string): string => raw.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

/** Splits the physical lines (every one must end in CRLF), then joins folded ones. */
export const unfold = (text: string): string[] => {
  if (!text.endsWith('\r\n')) throw new Error('iCalendar text must end with CRLF');
  if (/(^|[^\r])\n/.test(text)) throw new Error('iCalendar text has a bare LF line ending');
  return text.slice(0, -2).replace(/\r\n[ \t]/g, '').split('\r\n');
};

const propertyOf = (line: string): ICalProperty => {
  const colon = line.indexOf(':');
  if (colon < 0) throw new Error(`Not a content line: ${line}`);
  const [name, ...params] = line.slice(0, colon).split(';');
  return {
    name: name!,
    params: Object.fromEntries(params.map((param) => param.split('=') as [string, string])),
    raw: line.slice(colon + 1),
  };
};

export const parseCalendar = (text: string): ParsedCalendar => {
  const lines = unfold(text);
  if (lines[0] !== 'BEGIN:VCALENDAR' || lines.at(-1) !== 'END:VCALENDAR') throw new Error('Not one VCALENDAR');
  const calendar: Record<string, ICalProperty> = {};
  const events: Array<Record<string, ICalProperty>> = [];
  let event: Record<string, ICalProperty> | undefined;
  for (const line of lines.slice(1, -1)) {
    if (line === 'BEGIN:VEVENT') {
      event = {};
      continue;
    }
    if (line === 'END:VEVENT') {
      if (!event) throw new Error('END:VEVENT without BEGIN');
      events.push(event);
      event = undefined;
      continue;
    }
    const property = propertyOf(line);
    (event ?? calendar)[property.name] = property;
  }
  return { calendar, events };
};
