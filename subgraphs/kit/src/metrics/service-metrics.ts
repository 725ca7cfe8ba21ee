/**
 * Each service's Prometheus metrics: one registry per service (labelled `service`), holding every metric of
 * docs/operations.md, "Metrics", under those names and labels. An instrument is created on first use, so a service
 * shows only what it records. One process may hold several services (monolithic mode): `registeredServices` lists them
 * for the listener, which serves them all (listener.ts).
 */
import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Seconds: from 5 ms (a cached read) to 10 s (a subgraph's deadline). */
export const DURATION_BUCKETS: readonly number[] = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A scraped gauge's reading longer than this is not waited for. */
export const SCRAPE_READING_TIMEOUT_MS = 2_000;

/** Runs `read`, giving up (silently) on a failure or after SCRAPE_READING_TIMEOUT_MS. */
const withinReadingTime = async (read: () => Promise<void>): Promise<void> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, SCRAPE_READING_TIMEOUT_MS);
    timer.unref();
  });
  await Promise.race([read().catch(() => undefined), timeout]).finally(() => clearTimeout(timer));
};

export type HttpLabels = 'method' | 'route' | 'status_code';
export type OperationLabels = 'operation_name' | 'operation_type' | 'outcome';
export type SubgraphFetchLabels = 'subgraph' | 'outcome';

/** The service's registry and its instruments (created on first use). */
export class ServiceMetrics {
  readonly registry = new Registry();
  private readonly made = new Map<string, unknown>();

  constructor(readonly service: string) {
    this.registry.setDefaultLabels({ service });
  }

  /** The instrument named `name`, made once by `make` (registered in this service's registry). */
  private once<T>(name: string, make: (registers: Registry[]) => T): T {
    let instrument = this.made.get(name) as T | undefined;
    if (instrument === undefined) {
      instrument = make([this.registry]);
      this.made.set(name, instrument);
    }
    return instrument;
  }

  get httpDuration(): Histogram<HttpLabels> {
    return this.once('http', (registers) => new Histogram({
      name: 'http_server_request_duration_seconds',
      help: 'HTTP requests served, by route template (never a raw URL), method and status code',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [...DURATION_BUCKETS],
      registers,
    }));
  }

  get operationDuration(): Histogram<OperationLabels> {
    return this.once('graphql', (registers) => new Histogram({
      name: 'graphql_server_operation_duration_seconds',
      help: 'GraphQL operations executed, by operation name (the web app, CLI and REST operations; any other: other), type and outcome',
      labelNames: ['operation_name', 'operation_type', 'outcome'],
      buckets: [...DURATION_BUCKETS],
      registers,
    }));
  }

  get subgraphFetchDuration(): Histogram<SubgraphFetchLabels> {
    return this.once('subgraph-fetch', (registers) => new Histogram({
      name: 'gateway_subgraph_fetch_duration_seconds',
      help: 'Calls of the gateway to a subgraph, by subgraph and outcome (ok, error, timeout, or shed without being sent)',
      labelNames: ['subgraph', 'outcome'],
      buckets: [...DURATION_BUCKETS],
      registers,
    }));
  }

  get rateLimitRefusals(): Counter<'limit'> {
    return this.once('rate-limit', (registers) => new Counter({
      name: 'momstride_rate_limit_refusals_total',
      help: 'Requests refused by a rate limit or budget, by limit',
      labelNames: ['limit'],
      registers,
    }));
  }

  get signInFailures(): Counter<'reason'> {
    return this.once('sign-in', (registers) => new Counter({
      name: 'momstride_sign_in_failures_total',
      help: 'Sign-ins refused, by reason',
      labelNames: ['reason'],
      registers,
    }));
  }

  get mailDeliveries(): Counter<'kind' | 'outcome'> {
    return this.once('mail', (registers) => new Counter({
      name: 'momstride_mail_deliveries_total',
      help: 'Mails handed to the mail transport (sent) or not (failed), by kind',
      labelNames: ['kind', 'outcome'],
      registers,
    }));
  }

  get webhookDeliveries(): Counter<'outcome'> {
    return this.once('webhook', (registers) => new Counter({
      name: 'momstride_webhook_deliveries_total',
      help: 'Webhook delivery attempts, by outcome (delivered; failed: will be retried; dead: given up)',
      labelNames: ['outcome'],
      registers,
    }));
  }

  get queueRetries(): Counter<'queue'> {
    return this.once('queue-retries', (registers) => new Counter({
      name: 'momstride_queue_retries_total',
      help: 'Queue jobs that failed and will be tried again, by queue',
      labelNames: ['queue'],
      registers,
    }));
  }

  get buildInfo(): Gauge<'version'> {
    return this.once('build', (registers) => new Gauge({ name: 'momstride_build_info', help: 'The version the service runs (always 1)', labelNames: ['version'], registers }));
  }

  /**
   * A gauge measured when scraped: `collect` sets it. Made once per name: a second call for the same gauge keeps the
   * first `collect`. A reading that fails or takes over SCRAPE_READING_TIMEOUT_MS (the database away) leaves the last
   * value: the scrape still answers, with everything else.
   */
  scrapedGauge<T extends string>(name: string, help: string, labelNames: readonly T[], collect: (gauge: Gauge<T>) => Promise<void> | void): Gauge<T> {
    return this.once(name, (registers) => {
      const gauge: Gauge<T> = new Gauge<T>({
        name,
        help,
        labelNames,
        registers,
        collect: () => withinReadingTime(async () => collect(gauge)),
      });
      return gauge;
    });
  }
}

/** Every service's metrics in this process, by service name (several in monolithic mode). */
const services = new Map<string, ServiceMetrics>();

/** The metrics of `service` in this process (made on first use, with its `momstride_build_info`). */
export function serviceMetrics(service: string, version?: string): ServiceMetrics {
  let metrics = services.get(service);
  if (!metrics) {
    metrics = new ServiceMetrics(service);
    services.set(service, metrics);
  }
  if (version !== undefined) {
    metrics.buildInfo.reset();
    metrics.buildInfo.set({ version }, 1);
  }
  return metrics;
}

/** The registries of every service of this process. */
export const registeredServices = (): readonly ServiceMetrics[] => [...services.values()];
