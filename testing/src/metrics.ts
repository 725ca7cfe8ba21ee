/**
 * A service's Prometheus metrics as a test reads them: scraped from its `GET /metrics` and parsed by a Prometheus text
 * parser (parse-prometheus-text-format, prom2json's shape), then looked up by name and labels.
 */
import parsePrometheusTextFormat, { type PrometheusFamily, type PrometheusSample } from 'parse-prometheus-text-format';

export type { PrometheusFamily, PrometheusSample };

/** One scrape, parsed: its families by name. */
export class MetricsScrape {
  readonly families: ReadonlyMap<string, PrometheusFamily>;

  constructor(readonly text: string) {
    this.families = new Map(parsePrometheusTextFormat(text).map((family) => [family.name, family]));
  }

  /** The samples of `name` whose labels include `labels`. */
  samples(name: string, labels: Readonly<Record<string, string>> = {}): PrometheusSample[] {
    return (this.families.get(name)?.metrics ?? []).filter((sample) => Object.entries(labels).every(([label, value]) => sample.labels?.[label] === value));
  }

  /** The sum over those samples of a counter or gauge's value, or a histogram's count; 0 when none. */
  total(name: string, labels: Readonly<Record<string, string>> = {}): number {
    return this.samples(name, labels).reduce((sum, sample) => sum + Number(sample.count ?? sample.value ?? 0), 0);
  }
}

/** Scrapes `url` (a service's `/metrics`); throws unless it answers 200 in the Prometheus text format. */
export async function scrapeMetrics(url: string): Promise<MetricsScrape> {
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  const type = response.headers.get('content-type') ?? '';
  if (!type.startsWith('text/plain; version=0.0.4')) throw new Error(`${url} answered ${type}, not the Prometheus text format`);
  return new MetricsScrape(await response.text());
}
