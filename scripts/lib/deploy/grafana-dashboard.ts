/**
 * The MomStride dashboard Grafana loads in the observability profile (docker/observability/grafana/dashboards/
 * momstride.json): the golden signals per service, subgraph fetches, queue and outbox, mail and webhooks, the
 * database pools and the processes, from the metric names of docs/operations.md ("Metrics"). Written by
 * scripts/generate-deploy-files.ts so that its panels stay one list here.
 */
import { objectives, recordedRatio } from './prometheus.js';

interface Query {
  readonly expr: string;
  readonly legend: string;
}

interface Panel {
  readonly title: string;
  readonly description: string;
  readonly unit: string;
  readonly queries: readonly Query[];
  /** Grid width of 24 (default 8: three a row). */
  readonly width?: number;
}

interface Row {
  readonly title: string;
  readonly panels: readonly Panel[];
}

/** The dashboard's service filter. */
const SERVICE = 'service=~"$service"';
const RATE = '$__rate_interval';
const quantile = (q: number, metric: string, by: string, selector = SERVICE): Query => ({
  expr: `histogram_quantile(${q}, sum by (${by}, le) (rate(${metric}_bucket{${selector}}[${RATE}])))`,
  legend: `{{${by.split(', ').join('}} {{')}}} p${Math.round(q * 100)}`,
});
const durations = (metric: string, by: string, selector?: string) => [0.5, 0.95, 0.99].map((q) => quantile(q, metric, by, selector));

const ROWS: readonly Row[] = [
  {
    title: 'Golden signals per service',
    panels: [
      {
        title: 'Requests per second',
        description: 'HTTP requests each service answered (GraphQL, REST, the rest), by service.',
        unit: 'reqps',
        queries: [{ expr: `sum by (service) (rate(http_server_request_duration_seconds_count{${SERVICE}}[${RATE}]))`, legend: '{{service}}' }],
      },
      {
        title: 'Errors (5xx share)',
        description: 'Share of the requests answered with a 5xx status, by service.',
        unit: 'percentunit',
        queries: [
          {
            expr: `sum by (service) (rate(http_server_request_duration_seconds_count{${SERVICE}, status_code=~"5.."}[${RATE}])) / sum by (service) (rate(http_server_request_duration_seconds_count{${SERVICE}}[${RATE}]))`,
            legend: '{{service}}',
          },
        ],
      },
      {
        title: 'Duration p50 / p95 / p99',
        description: 'Request duration percentiles by service (the live stream lasts as long as its connection and is left out).',
        unit: 's',
        queries: durations('http_server_request_duration_seconds', 'service', `${SERVICE}, route!="/api/stream"`),
      },
      {
        title: 'Gateway SLOs: bad-request ratio (1 h)',
        description: 'The share of /graphql and /api requests that used the error budgets over the last hour (docs/operations.md, "Service-level objectives and alerts").',
        unit: 'percentunit',
        width: 12,
        queries: objectives.map((objective) => ({ expr: recordedRatio(objective, '1h'), legend: objective.name === 'errors' ? '5xx' : 'slower than 1 s' })),
      },
      {
        title: 'Slowest GraphQL operations (p95)',
        description: 'p95 duration of each named operation (names the web app and CLI send; the rest is "other").',
        unit: 's',
        width: 12,
        queries: [
          {
            expr: `topk(10, histogram_quantile(0.95, sum by (service, operation_name, le) (rate(graphql_server_operation_duration_seconds_bucket{${SERVICE}}[${RATE}]))))`,
            legend: '{{service}} {{operation_name}}',
          },
        ],
      },
      {
        title: 'GraphQL operations per second by outcome',
        description: 'Operations each service ran, by type and outcome.',
        unit: 'ops',
        width: 12,
        queries: [
          {
            expr: `sum by (service, operation_type, outcome) (rate(graphql_server_operation_duration_seconds_count{${SERVICE}}[${RATE}]))`,
            legend: '{{service}} {{operation_type}} {{outcome}}',
          },
        ],
      },
      {
        title: 'REST routes p95',
        description: 'p95 duration of the gateway\'s busiest REST routes.',
        unit: 's',
        width: 12,
        queries: [
          {
            expr: `topk(10, histogram_quantile(0.95, sum by (route, le) (rate(http_server_request_duration_seconds_bucket{service="gateway", route=~"/api/.+", route!="/api/stream"}[${RATE}]))))`,
            legend: '{{route}}',
          },
        ],
      },
    ],
  },
  {
    title: 'Subgraph fetches (gateway)',
    panels: [
      {
        title: 'Fetches per second by outcome',
        description: 'The gateway\'s calls to each subgraph: ok, error, timeout, shed.',
        unit: 'reqps',
        queries: [{ expr: `sum by (subgraph, outcome) (rate(gateway_subgraph_fetch_duration_seconds_count[${RATE}]))`, legend: '{{subgraph}} {{outcome}}' }],
      },
      {
        title: 'Fetch failures (share)',
        description: 'Share of each subgraph\'s fetches that ended in error or timeout.',
        unit: 'percentunit',
        queries: [
          {
            expr: `sum by (subgraph) (rate(gateway_subgraph_fetch_duration_seconds_count{outcome=~"error|timeout"}[${RATE}])) / sum by (subgraph) (rate(gateway_subgraph_fetch_duration_seconds_count[${RATE}]))`,
            legend: '{{subgraph}}',
          },
        ],
      },
      {
        title: 'Fetch duration p50 / p95 / p99',
        description: 'Duration of the gateway\'s calls by subgraph.',
        unit: 's',
        queries: durations('gateway_subgraph_fetch_duration_seconds', 'subgraph', 'service="gateway"'),
      },
    ],
  },
  {
    title: 'Queue and outbox',
    panels: [
      {
        title: 'Queue depth',
        description: 'Jobs queued, active and waiting for a retry, by queue (each copy reports the shared queue: the highest is shown).',
        unit: 'short',
        queries: [{ expr: `max by (service, queue, state) (momstride_queue_depth{${SERVICE}})`, legend: '{{service}} {{queue}} {{state}}' }],
      },
      {
        title: 'Retries per second',
        description: 'Job attempts that failed and were scheduled again.',
        unit: 'ops',
        queries: [{ expr: `sum by (service, queue) (rate(momstride_queue_retries_total{${SERVICE}}[${RATE}]))`, legend: '{{service}} {{queue}}' }],
      },
      {
        title: 'Dead letters',
        description: 'Jobs that failed every attempt (retry them from the System tab).',
        unit: 'short',
        queries: [{ expr: `max by (service, queue) (momstride_queue_dead_letters{${SERVICE}})`, legend: '{{service}} {{queue}}' }],
      },
      {
        title: 'Outbox backlog',
        description: 'Domain events written but not yet relayed to the queue, by service.',
        unit: 'short',
        width: 12,
        queries: [{ expr: `max by (service) (momstride_outbox_backlog{${SERVICE}})`, legend: '{{service}}' }],
      },
      {
        title: 'Outbox relay lag',
        description: 'Age of the oldest domain event not yet relayed, by service.',
        unit: 's',
        width: 12,
        queries: [{ expr: `max by (service) (momstride_outbox_relay_lag_seconds{${SERVICE}})`, legend: '{{service}}' }],
      },
    ],
  },
  {
    title: 'Mail, webhooks and limits',
    panels: [
      {
        title: 'Mails per minute',
        description: 'Mails sent and failed, by kind.',
        unit: 'short',
        queries: [{ expr: `sum by (kind, outcome) (rate(momstride_mail_deliveries_total{${SERVICE}}[${RATE}])) * 60`, legend: '{{kind}} {{outcome}}' }],
      },
      {
        title: 'Webhook deliveries per minute',
        description: 'Webhook deliveries by outcome: delivered, failed (to be retried), dead (gave up).',
        unit: 'short',
        queries: [{ expr: `sum by (outcome) (rate(momstride_webhook_deliveries_total{${SERVICE}}[${RATE}])) * 60`, legend: '{{outcome}}' }],
      },
      {
        title: 'Refusals and sign-in failures per minute',
        description: 'Requests refused by a rate limit (by limit), and failed sign-ins (by reason).',
        unit: 'short',
        queries: [
          { expr: `sum by (service, limit) (rate(momstride_rate_limit_refusals_total{${SERVICE}}[${RATE}])) * 60`, legend: '{{service}} {{limit}}' },
          { expr: `sum by (reason) (rate(momstride_sign_in_failures_total[${RATE}])) * 60`, legend: 'sign-in {{reason}}' },
        ],
      },
    ],
  },
  {
    title: 'Database pools and processes',
    panels: [
      {
        title: 'Database connections',
        description: 'Pool connections in use and idle, by service.',
        unit: 'short',
        queries: [{ expr: `sum by (service, state) (db_client_connection_count{${SERVICE}})`, legend: '{{service}} {{state}}' }],
      },
      {
        title: 'Queries waiting for a connection',
        description: 'Requests waiting for a pool connection, by service.',
        unit: 'short',
        queries: [{ expr: `sum by (service) (db_client_connection_pending_requests{${SERVICE}})`, legend: '{{service}}' }],
      },
      {
        title: 'Live streams open',
        description: 'Live streams (GET /api/stream) the gateways hold.',
        unit: 'short',
        queries: [{ expr: 'sum(momstride_live_streams_open)', legend: 'streams' }],
      },
      {
        title: 'Memory (resident)',
        description: 'Resident memory of each service\'s processes.',
        unit: 'bytes',
        queries: [{ expr: `sum by (service) (process_resident_memory_bytes{${SERVICE}})`, legend: '{{service}}' }],
      },
      {
        title: 'CPU (cores)',
        description: 'CPU used by each service\'s processes, in cores.',
        unit: 'short',
        queries: [{ expr: `sum by (service) (rate(process_cpu_seconds_total{${SERVICE}}[${RATE}]))`, legend: '{{service}}' }],
      },
      {
        title: 'Event loop lag',
        description: 'Node.js event loop lag of each service (the highest copy).',
        unit: 's',
        queries: [{ expr: `max by (service) (nodejs_eventloop_lag_seconds{${SERVICE}})`, legend: '{{service}}' }],
      },
      {
        title: 'Disk used',
        description: 'Size of each database, and of the stored media.',
        unit: 'bytes',
        width: 12,
        queries: [
          { expr: 'max by (database) (momstride_database_size_bytes)', legend: '{{database}}' },
          { expr: 'max by (service) (momstride_media_stored_bytes)', legend: 'media ({{service}})' },
        ],
      },
      {
        title: 'Versions running',
        description: 'Copies of each service by version.',
        unit: 'short',
        width: 12,
        queries: [{ expr: `count by (service, version) (momstride_build_info{${SERVICE}})`, legend: '{{service}} {{version}}' }],
      },
    ],
  },
];

const DATASOURCE = { type: 'prometheus', uid: '${datasource}' };
const PANEL_HEIGHT = 8;


/** Lays the rows out on Grafana's 24-column grid, each row's panels left to right. */
function panels(): object[] {
  let id = 0;
  let y = 0;
  const laidOut: object[] = [];
  for (const row of ROWS) {
    laidOut.push({ type: 'row', id: ++id, title: row.title, collapsed: false, gridPos: { x: 0, y: y++, w: 24, h: 1 }, panels: [] });
    let x = 0;
    for (const panel of row.panels) {
      const width = panel.width ?? 8;
      if (x + width > 24) {
        x = 0;
        y += PANEL_HEIGHT;
      }
      laidOut.push({
        type: 'timeseries',
        id: ++id,
        title: panel.title,
        description: panel.description,
        datasource: DATASOURCE,
        gridPos: { x, y, w: width, h: PANEL_HEIGHT },
        fieldConfig: { defaults: { unit: panel.unit, min: 0 }, overrides: [] },
        options: { legend: { displayMode: 'list', placement: 'bottom', showLegend: true }, tooltip: { mode: 'multi', sort: 'desc' } },
        targets: panel.queries.map((query, index) => ({ refId: String.fromCharCode(65 + index), datasource: DATASOURCE, expr: query.expr, legendFormat: query.legend })),
      });
      x += width;
    }
    y += PANEL_HEIGHT;
  }
  return laidOut;
}

/** docker/observability/grafana/dashboards/momstride.json. */
export function grafanaDashboard(): string {
  const dashboard = {
    uid: 'momstride',
    title: 'MomStride',
    description: 'Generated from scripts/lib/deploy/grafana-dashboard.ts by scripts/generate-deploy-files.ts: do not edit here.',
    tags: ['momstride'],
    editable: false,
    schemaVersion: 39,
    version: 1,
    time: { from: 'now-6h', to: 'now' },
    refresh: '1m',
    timezone: 'browser',
    templating: {
      list: [
        { name: 'datasource', label: 'Prometheus', type: 'datasource', query: 'prometheus', current: { text: 'Prometheus', value: 'prometheus' } },
        {
          name: 'service',
          label: 'Service',
          type: 'query',
          datasource: DATASOURCE,
          query: { query: 'label_values(momstride_build_info, service)', refId: 'services' },
          definition: 'label_values(momstride_build_info, service)',
          refresh: 2,
          includeAll: true,
          multi: true,
          allValue: '.*',
          current: { text: 'All', value: '$__all' },
          sort: 1,
        },
      ],
    },
    annotations: { list: [] },
    links: [],
    panels: panels(),
  };
  return `${JSON.stringify(dashboard, null, 2)}\n`;
}
