/**
 * The observability profile's files (docker/observability/, docker-compose.yml's profile) as far as they can be
 * checked without a Docker engine: every YAML file parses, every PromQL expression of the alert rules and of the
 * Grafana dashboard parses (Prometheus' own grammar, @prometheus-io/lezer-promql) and names only metrics of the
 * metrics contract (docs/operations.md, "Metrics"), Prometheus' `up` and the rule file's own recordings; the rule file
 * has the structure Prometheus loads, and every alert's runbook link names a section of docs/operations.md.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parser } from '@prometheus-io/lezer-promql';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { repoRoot } from '../paths.js';
import { deployedServices } from './services.js';

const read = (path: string) => readFileSync(join(repoRoot, path), 'utf8');
const readYaml = (path: string) => parse(read(path), { merge: true }) as unknown;

const HISTOGRAMS = ['http_server_request_duration_seconds', 'graphql_server_operation_duration_seconds', 'gateway_subgraph_fetch_duration_seconds'];
/** The metrics contract's names, and the prom-client default metrics the dashboard reads. */
const METRICS = new Set([
  ...HISTOGRAMS.flatMap((name) => ['_bucket', '_count', '_sum'].map((suffix) => name + suffix)),
  'db_client_connection_count',
  'db_client_connection_pending_requests',
  'momstride_outbox_backlog',
  'momstride_outbox_relay_lag_seconds',
  'momstride_queue_depth',
  'momstride_queue_retries_total',
  'momstride_queue_dead_letters',
  'momstride_live_streams_open',
  'momstride_rate_limit_refusals_total',
  'momstride_sign_in_failures_total',
  'momstride_mail_deliveries_total',
  'momstride_webhook_deliveries_total',
  'momstride_database_size_bytes',
  'momstride_media_stored_bytes',
  'momstride_build_info',
  'process_cpu_seconds_total',
  'process_resident_memory_bytes',
  'nodejs_eventloop_lag_seconds',
  // Prometheus' own series of each target.
  'up',
]);

/** Grafana's variables replaced by what they stand for, so that the expression is PromQL. */
const withoutVariables = (expr: string) => expr.replaceAll('$__rate_interval', '5m').replaceAll('$service', '.*');

/** Parses one expression: its syntax errors and the metric names it selects. */
function parsePromQL(expr: string): { errors: string[]; metrics: string[] } {
  const tree = parser.parse(expr);
  const errors: string[] = [];
  const metrics: string[] = [];
  tree.iterate({
    enter(node) {
      if (node.type.isError) errors.push(`syntax error at ${node.from} in ${expr}`);
      if (node.name === 'Identifier' && node.node.parent?.name === 'VectorSelector') metrics.push(expr.slice(node.from, node.to));
    },
  });
  return { errors, metrics };
}

interface RuleFile {
  groups: Array<{ name: string; interval?: string; rules: Array<Record<string, unknown>> }>;
}

const rules = () => readYaml('docker/observability/alerts.yml') as RuleFile;
const recorded = () => new Set(rules().groups.flatMap((group) => group.rules.flatMap((rule) => (typeof rule.record === 'string' ? [rule.record] : []))));

/** The anchors of docs/operations.md's headings, as GitHub makes them. */
const anchors = () =>
  new Set(
    read('docs/operations.md')
      .split('\n')
      .filter((line) => /^#{2,4} /.test(line))
      .map((line) =>
        line
          .replace(/^#+ /, '')
          .trim()
          .toLowerCase()
          .replace(/[^\p{L}\p{N} _-]/gu, '')
          .replace(/ /g, '-'),
      ),
  );

/** Checks expressions against the grammar and the known names: the problems, one a line. */
function problemsOf(expressions: readonly string[], known: ReadonlySet<string>): string[] {
  return expressions.flatMap((expr) => {
    const { errors, metrics } = parsePromQL(withoutVariables(expr));
    const unknown = metrics.filter((metric) => !known.has(metric)).map((metric) => `unknown metric ${metric} in ${expr}`);
    return [...errors, ...(metrics.length === 0 ? [`no metric in ${expr}`] : []), ...unknown];
  });
}

describe('the observability profile', () => {
  it('a bad expression or an unknown metric is caught (the checks can fail)', () => {
    expect(problemsOf(['sum(rate(http_server_request_duration_seconds_count[5m])'], METRICS)).not.toEqual([]);
    expect(problemsOf(['sum(rate(http_requests_total[5m]))'], METRICS)).toEqual(['unknown metric http_requests_total in sum(rate(http_requests_total[5m]))']);
    expect(problemsOf(['sum by (service) (rate(http_server_request_duration_seconds_count{service=~"$service"}[$__rate_interval]))'], METRICS)).toEqual([]);
  });

  it('the alert rules: groups of rules Prometheus loads, each expression valid PromQL on contract metrics', () => {
    const file = rules();
    expect(file.groups.length).toBeGreaterThan(0);
    const known = new Set([...METRICS, ...recorded()]);
    for (const group of file.groups) {
      expect(group.name).toMatch(/^[a-z-]+$/);
      expect(group.rules.length).toBeGreaterThan(0);
      for (const rule of group.rules) {
        const kind = typeof rule.alert === 'string' ? 'alert' : 'record';
        expect(typeof rule[kind], JSON.stringify(rule)).toBe('string');
        expect(typeof rule.expr).toBe('string');
        const allowed = kind === 'alert' ? ['alert', 'expr', 'for', 'keep_firing_for', 'labels', 'annotations'] : ['record', 'expr', 'labels'];
        expect(Object.keys(rule).filter((key) => !allowed.includes(key)), JSON.stringify(rule)).toEqual([]);
        if (rule.for !== undefined) expect(rule.for).toMatch(/^\d+[smhd]$/);
      }
    }
    expect(problemsOf(file.groups.flatMap((group) => group.rules.map((rule) => rule.expr as string)), known)).toEqual([]);
  });

  it('each alert has a severity, a summary and a runbook link to a section of docs/operations.md', () => {
    const sections = anchors();
    const alerts = rules().groups.flatMap((group) => group.rules.filter((rule) => typeof rule.alert === 'string'));
    expect(alerts.length).toBeGreaterThan(8);
    for (const alert of alerts) {
      const labels = alert.labels as Record<string, string>;
      const annotations = alert.annotations as Record<string, string>;
      expect(['page', 'ticket'], String(alert.alert)).toContain(labels.severity);
      expect(annotations.summary, String(alert.alert)).toBeTruthy();
      const [file, anchor] = annotations.runbook_url!.split('#');
      expect(file).toBe('docs/operations.md');
      expect(sections.has(anchor!), `docs/operations.md has a section for #${anchor}`).toBe(true);
    }
  });

  it('every service is watched: a scrape job and a "none of its copies is scraped" alert each', () => {
    const config = readYaml('docker/observability/prometheus.yml') as {
      scrape_configs: Array<{ job_name: string; dns_sd_configs: Array<{ names: string[]; port: number }> }>;
    };
    expect(config.scrape_configs.map((job) => [job.job_name, job.dns_sd_configs[0]!.names, job.dns_sd_configs[0]!.port])).toEqual(
      deployedServices.map((service) => [service.name, [service.name], service.metricsPort]),
    );
    const absent = rules()
      .groups.flatMap((group) => group.rules)
      .filter((rule) => rule.alert === 'MomStrideServiceAbsent')
      .map((rule) => (rule.labels as Record<string, string>).service);
    expect(absent).toEqual(deployedServices.map((service) => service.name));
  });

  it('the Grafana dashboard: valid JSON, each panel on Prometheus, every expression valid PromQL on contract metrics', () => {
    const dashboard = JSON.parse(read('docker/observability/grafana/dashboards/momstride.json')) as {
      uid: string;
      panels: Array<{ type: string; title: string; targets?: Array<{ expr: string }> }>;
    };
    expect(dashboard.uid).toBe('momstride');
    const charts = dashboard.panels.filter((panel) => panel.type !== 'row');
    expect(charts.length).toBeGreaterThan(15);
    for (const panel of charts) expect(panel.targets?.length, panel.title).toBeGreaterThan(0);
    const expressions = charts.flatMap((panel) => panel.targets!.map((target) => target.expr));
    expect(problemsOf(expressions, new Set([...METRICS, ...recorded()]))).toEqual([]);
    // The golden signals and the areas the issue names each have a panel.
    const read_ = expressions.join('\n');
    for (const metric of ['http_server_request_duration_seconds', 'gateway_subgraph_fetch_duration_seconds', 'momstride_queue_depth', 'momstride_queue_dead_letters', 'momstride_outbox_relay_lag_seconds', 'momstride_mail_deliveries_total', 'momstride_webhook_deliveries_total', 'db_client_connection_count', 'process_resident_memory_bytes']) {
      expect(read_).toContain(metric);
    }
  });

  it('Grafana provisioning: Prometheus and the trace store as data sources, the dashboard folder loaded', () => {
    const datasources = readYaml('docker/observability/grafana/provisioning/datasources/momstride.yml') as { datasources: Array<{ uid: string; url: string }> };
    expect(datasources.datasources.map((source) => [source.uid, source.url])).toEqual([
      ['prometheus', 'http://prometheus:9090'],
      ['jaeger', 'http://jaeger:16686'],
    ]);
    const providers = readYaml('docker/observability/grafana/provisioning/dashboards/momstride.yml') as { providers: Array<{ options: { path: string } }> };
    expect(providers.providers[0]!.options.path).toBe('/etc/grafana/dashboards');
  });

  it('docker-compose.yml: the profile\'s services, the metrics ports never published, traces off unless asked', () => {
    const compose = readYaml('docker-compose.yml') as { services: Record<string, { profiles?: string[]; ports?: string[]; environment?: Record<string, string> }> };
    const profile = Object.entries(compose.services).filter(([, service]) => service.profiles?.includes('observability'));
    expect(profile.map(([name]) => name).sort()).toEqual(['grafana', 'jaeger', 'prometheus']);
    for (const [, service] of profile) for (const port of service.ports ?? []) expect(port).toMatch(/^"?127\.0\.0\.1:/);
    for (const service of deployedServices) {
      const composed = compose.services[service.name]!;
      expect(composed.profiles, service.name).toBeUndefined();
      expect(composed.environment).toMatchObject({
        METRICS_HOST: '0.0.0.0',
        METRICS_PORT: String(service.metricsPort),
        OTEL_SERVICE_NAME: service.name,
        OTEL_EXPORTER_OTLP_ENDPOINT: '${OTEL_EXPORTER_OTLP_ENDPOINT:-}',
      });
      for (const port of composed.ports ?? []) expect(port).not.toContain(String(service.metricsPort));
    }
  });
});
