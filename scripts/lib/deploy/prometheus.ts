/**
 * docker-compose.yml's `observability` profile, the Prometheus side (docs/operations.md, "The observability profile"):
 * its scrape configuration — every service's metrics port over the compose network — and the per-service part of the
 * alert rules, both from subgraphs.config.ts so that a new subgraph is scraped and watched without a hand edit.
 */
import { stringify } from 'yaml';
import { deployedServices, GENERATED_YAML_HEADER } from './services.js';

/** Where the rule file is mounted in the Prometheus container (docker-compose.yml). */
export const ALERT_RULES_MOUNT = '/etc/prometheus/alerts.yml';

/**
 * docker/observability/prometheus.yml. Each service is found by its compose name through Docker's DNS (every copy
 * when `SUBGRAPH_REPLICAS` / `GATEWAY_REPLICAS` run several), scraped on its metrics port, and its targets (so `up`)
 * labelled with `service` as its own series are; `honor_labels` keeps the series' own `service` label.
 */
export function prometheusConfig(): string {
  const config = {
    global: { scrape_interval: '15s', evaluation_interval: '15s' },
    rule_files: [ALERT_RULES_MOUNT],
    scrape_configs: deployedServices.map((service) => ({
      job_name: service.name,
      honor_labels: true,
      dns_sd_configs: [{ names: [service.name], type: 'A', port: service.metricsPort, refresh_interval: '30s' }],
      relabel_configs: [{ target_label: 'service', replacement: service.name }],
    })),
  };
  return `${GENERATED_YAML_HEADER}\n# Prometheus of the observability profile (docker compose --profile observability up; docs/operations.md).\n${stringify(config)}`;
}

/**
 * The alert rule file's generated region: a copy of a service that does not answer its scrape, and a service none of
 * whose copies is scraped at all (stopped, crashed at start, or gone from DNS), which `up == 0` cannot see. Only
 * MomStride's services, by name, in a Prometheus that may scrape other things too. Indented as rules under `rules:`.
 */
export function serviceRules(): string[] {
  const down = [
    `      - alert: MomStrideServiceDown`,
    `        expr: up{service=~"${deployedServices.map((service) => service.name).join('|')}"} == 0`,
    `        for: 2m`,
    `        labels:`,
    `          severity: page`,
    `        annotations:`,
    `          summary: "{{ $labels.service }} at {{ $labels.instance }} has not answered its metrics scrape for 2 minutes."`,
    `          runbook_url: docs/operations.md#momstrideservicedown`,
  ];
  return [...down, ...deployedServices.flatMap((service) => [
    `      - alert: MomStrideServiceAbsent`,
    `        expr: absent(up{service="${service.name}"})`,
    `        for: 5m`,
    `        labels:`,
    `          severity: page`,
    `          service: ${service.name}`,
    `        annotations:`,
    `          summary: No copy of ${service.name} has been scraped for 5 minutes.`,
    `          runbook_url: docs/operations.md#momstrideservicedown`,
  ])];
}

/** A service-level objective on the gateway's `/graphql` and `/api` requests (docs/operations.md). */
interface Objective {
  /** In the recording rules' names and the alert's name. */
  readonly name: 'errors' | 'slow';
  readonly alert: string;
  /** The share of requests that may be bad over 30 days (the error budget). */
  readonly budget: number;
  /** The ratio of bad requests over `window`. */
  readonly ratio: (window: string) => string;
}

/** What the SLOs count: the API's requests at the gateway (no web app, media, health checks or `other`). */
const API_REQUESTS = 'service="gateway", route=~"/graphql|/api/.+"';
/** Latency leaves out what lasts as long as the client wants: the live stream and export downloads. */
const TIMED_REQUESTS = `${API_REQUESTS}, route!~"/api/stream|/api/exports/.+"`;
/** The latency objective's threshold, a bucket bound of the histogram (`1` from prom-client, `1.0` after Prometheus 3 normalises it). */
const LATENCY_BUCKET = 'le=~"1|1\\\\.0"';

const rateOf = (selector: string, window: string, metric = 'http_server_request_duration_seconds_count') => `sum(rate(${metric}{${selector}}[${window}]))`;

export const objectives: readonly Objective[] = [
  {
    name: 'errors',
    alert: 'MomStrideErrorBudgetBurn',
    budget: 0.005,
    ratio: (window) => `${rateOf(`${API_REQUESTS}, status_code=~"5.."`, window)} / ${rateOf(API_REQUESTS, window)}`,
  },
  {
    name: 'slow',
    alert: 'MomStrideLatencyBudgetBurn',
    budget: 0.01,
    ratio: (window) => `1 - ${rateOf(`${TIMED_REQUESTS}, ${LATENCY_BUCKET}`, window, 'http_server_request_duration_seconds_bucket')} / ${rateOf(TIMED_REQUESTS, window)}`,
  },
];

/**
 * Multi-window, multi-burn-rate alerts: each pair of windows fires when both burn the 30-day budget at least `burn`
 * times as fast as it lasts (the long window says it is real, the short one that it is still happening).
 */
const BURN_ALERTS = [
  { severity: 'page', windows: [{ long: '1h', short: '5m', burn: 14.4 }, { long: '6h', short: '30m', burn: 6 }] },
  { severity: 'ticket', windows: [{ long: '1d', short: '2h', burn: 3 }, { long: '3d', short: '6h', burn: 1 }] },
] as const;

const WINDOWS = ['5m', '30m', '1h', '2h', '6h', '1d', '3d'] as const;

export const recordedRatio = (objective: Objective, window: string) => `momstride:gateway_requests_${objective.name}:ratio_rate${window}`;

/** The alert rule file's SLO group: a recorded ratio per objective and window, and the burn-rate alerts on them. */
export function objectiveRules(): string[] {
  const records = objectives.flatMap((objective) =>
    WINDOWS.flatMap((window) => [`      - record: ${recordedRatio(objective, window)}`, `        expr: ${objective.ratio(window)}`]),
  );
  const alerts = objectives.flatMap((objective) =>
    BURN_ALERTS.flatMap(({ severity, windows }) => [
      `      - alert: ${objective.alert}`,
      `        expr: >-`,
      ...windows.map(
        ({ long, short, burn }, index) =>
          `          ${index > 0 ? 'or ' : ''}(${recordedRatio(objective, long)} > ${burn} * ${objective.budget} and ${recordedRatio(objective, short)} > ${burn} * ${objective.budget})`,
      ),
      `        labels:`,
      `          severity: ${severity}`,
      `          service: gateway`,
      `        annotations:`,
      `          summary: The gateway's ${objective.name === 'errors' ? '5xx answers' : 'requests slower than 1 s'} are using up the 30-day budget of ${objective.budget * 100} % ${severity === 'page' ? 'fast' : 'steadily'}.`,
      `          runbook_url: docs/operations.md#${objective.alert.toLowerCase()}`,
    ]),
  );
  return [...records, ...alerts];
}
