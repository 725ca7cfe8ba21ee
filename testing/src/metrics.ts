/**
 * A service's Prometheus metrics as a test reads them: scraped from its `GET /metrics` and parsed by a Prometheus text
 * parser (parse-prometheus-text-format, prom2json's shape), then looked up by name and labels.
 *
 * That parser folds a histogram's series into one (it keeps the buckets of unlabelled histograms only), so the text is
 * parsed twice: as it is, for each family's name, type and help; and with the histograms' TYPE lines left out, where a
 * histogram's `_bucket`, `_sum` and `_count` series read as families of their own, each series with its labels.
 */
import parsePrometheusTextFormat, { type PrometheusFamily, type PrometheusSample } from 'parse-prometheus-text-format';

export type { PrometheusFamily, PrometheusSample };

/** One scrape, parsed. */
export class MetricsScrape {
  /** Each family by name, with its type and help (a histogram's samples are not its series: see `samples`). */
  readonly families: ReadonlyMap<string, PrometheusFamily>;
  private readonly series: ReadonlyMap<string, PrometheusFamily>;

  constructor(readonly text: string) {
    this.families = new Map(parsePrometheusTextFormat(text).map((family) => [family.name, family]));
    // Untyped, a histogram's series interleave (`_bucket`, `_sum`, `_count` per label set): the runs of each name join.
    const series = new Map<string, PrometheusFamily>();
    for (const family of parsePrometheusTextFormat(text.replace(/^# TYPE \S+ histogram$/gm, ''))) {
      const earlier = series.get(family.name);
      series.set(family.name, earlier ? { ...earlier, metrics: [...earlier.metrics, ...family.metrics] } : family);
    }
    this.series = series;
  }

  /** The series of `name` whose labels include `labels`; for a histogram, its `_count` series. */
  samples(name: string, labels: Readonly<Record<string, string>> = {}): PrometheusSample[] {
    const seriesName = this.families.get(name)?.type === 'HISTOGRAM' ? `${name}_count` : name;
    return (this.series.get(seriesName)?.metrics ?? []).filter((sample) => Object.entries(labels).every(([label, value]) => sample.labels?.[label] === value));
  }

  /** The sum of those series' values (a histogram: its observations); 0 when there are none. */
  total(name: string, labels: Readonly<Record<string, string>> = {}): number {
    return this.samples(name, labels).reduce((sum, sample) => sum + Number(sample.value ?? 0), 0);
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
