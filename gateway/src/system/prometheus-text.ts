/** One sample of the Prometheus text exposition format: a series name, its labels and its value. */
export interface Sample {
  readonly name: string;
  readonly labels: Readonly<Record<string, string>>;
  readonly value: number;
  /** The series as the text names it (name and labels), unique within one exposition. */
  readonly series?: string;
}

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*/;

const numberOf = (text: string): number => {
  if (text === '+Inf' || text === 'Inf') return Infinity;
  if (text === '-Inf') return -Infinity;
  return Number(text);
};

/** The labels between `{` (at `start`) and `}`, and where the text goes on after them; undefined when malformed. */
const labelsAt = (line: string, start: number): { labels: Record<string, string>; end: number } | undefined => {
  const labels: Record<string, string> = {};
  let at = start + 1;
  for (;;) {
    while (line[at] === ' ' || line[at] === ',') at++;
    if (line[at] === '}') return { labels, end: at + 1 };
    const name = NAME.exec(line.slice(at))?.[0];
    if (!name || line[at + name.length] !== '=' || line[at + name.length + 1] !== '"') return undefined;
    at += name.length + 2;
    let value = '';
    for (; at < line.length && line[at] !== '"'; at++) {
      if (line[at] !== '\\') {
        value += line[at];
        continue;
      }
      at++;
      value += line[at] === 'n' ? '\n' : line[at];
    }
    if (at >= line.length) return undefined;
    labels[name] = value;
    at++;
  }
};

/**
 * The samples of a Prometheus text exposition (version 0.0.4, what prom-client writes), of the names `keep` accepts
 * (every one unless given; the others are not parsed further). Comments and malformed lines are skipped; timestamps
 * are ignored.
 */
export const parsePrometheusText = (text: string, keep?: (name: string) => boolean): Sample[] => {
  const samples: Sample[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const name = NAME.exec(line)?.[0];
    if (!name || (keep && !keep(name))) continue;
    let labels: Record<string, string> = {};
    let rest = line.slice(name.length);
    if (rest.startsWith('{')) {
      const parsed = labelsAt(line, name.length);
      if (!parsed) continue;
      labels = parsed.labels;
      rest = line.slice(parsed.end);
    }
    const value = numberOf(rest.trim().split(/\s+/)[0] ?? '');
    if (Number.isNaN(value) && !/^\s*NaN/.test(rest)) continue;
    samples.push({ name, labels, value, series: line.slice(0, line.length - rest.length) });
  }
  return samples;
};
