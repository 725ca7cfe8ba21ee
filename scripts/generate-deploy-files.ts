/**
 * Writes every list of subgraphs outside the code from subgraphs.config.ts (THE list), so that a new subgraph is one
 * line there (docs/architecture.md, "Adding a subgraph"):
 *   Dockerfile                      each workspace's package.json copied before `npm ci` (between the generated markers)
 *   docker-compose.yml              every subgraph's service, their SUBGRAPH_URLS, the gateway's depends_on and metrics port
 *   docker/observability/           Prometheus' scrape configuration, the per-service and SLO alert rules, the Grafana dashboard
 *   deploy/kubernetes/base/         the Kubernetes manifests (each service's environment taken from its compose service)
 *   deploy/kubernetes/monitoring/   the alert rules and the dashboard for the Prometheus Operator, and its ServiceMonitor
 *   docker/initdb/01-databases.sql  one database per subgraph and the domain-event queue's
 *   tsconfig.json, server/tsconfig.json, server/package.json   the project references and the monolith's dependencies
 *   server/src/subgraph-definitions.ts   the monolith's import of each subgraph's definition
 * The rest of these files is written by hand. With --check it writes nothing and fails when a
 * committed file differs from what it would write (scripts/checks/subgraph-lists.unit.test.ts runs the same check).
 *
 *   npx tsx scripts/generate-deploy-files.ts [--check]
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { domainEventsDatabase, gatewayMetricsPort, subgraphs, workspaceOf, type PrivateEnv, type SubgraphDefinition } from '../subgraphs.config.js';
import { grafanaDashboard } from './lib/deploy/grafana-dashboard.js';
import { kubernetesManifests } from './lib/deploy/kubernetes.js';
import { monitoringManifests } from './lib/deploy/monitoring.js';
import { objectiveRules, prometheusConfig, serviceRules } from './lib/deploy/prometheus.js';
import type { DeployFile } from './lib/deploy/services.js';
import { repoRoot } from './lib/paths.js';

export type { DeployFile } from './lib/deploy/services.js';

const BEGIN = '# generated from subgraphs.config.ts by scripts/generate-deploy-files.ts: begin';
const END = '# generated from subgraphs.config.ts by scripts/generate-deploy-files.ts: end';

/** What a subgraph's compose environment holds for each secret or capability it is granted (`privateEnv`). */
const GRANTED_ENV: Readonly<Record<PrivateEnv, readonly string[]>> = {
  ACCESS_TOKEN_PRIVATE_KEY: ['ACCESS_TOKEN_PRIVATE_KEY: ${ACCESS_TOKEN_PRIVATE_KEY:?set ACCESS_TOKEN_PRIVATE_KEY}'],
  WEBHOOK_SECRETS_KEY: [
    '# Encrypts webhook signing secrets at rest (32 random bytes, base64: openssl rand -base64 32).',
    'WEBHOOK_SECRETS_KEY: ${WEBHOOK_SECRETS_KEY:?set WEBHOOK_SECRETS_KEY}',
  ],
  CALENDAR_FEED_KEY: [
    '# Calendar feed links are derived with it (32 random bytes, base64: openssl rand -base64 32).',
    'CALENDAR_FEED_KEY: ${CALENDAR_FEED_KEY:?set CALENDAR_FEED_KEY}',
  ],
  VAPID_PRIVATE_KEY: [
    '# Web Push (VAPID) key pair, base64url (npx web-push generate-vapid-keys): push is off while both are empty.',
    'VAPID_PUBLIC_KEY: ${VAPID_PUBLIC_KEY:-}',
    'VAPID_PRIVATE_KEY: ${VAPID_PRIVATE_KEY:-}',
    'VAPID_SUBJECT: ${VAPID_SUBJECT:-mailto:hello@momstride.example}',
  ],
  MAIL: [
    'PUBLIC_URL: ${PUBLIC_URL:-http://localhost:4000}',
    'SMTP_URL: ${SMTP_URL:-}',
    'MAIL_FROM: ${MAIL_FROM:-MomStride <hello@momstride.example>}',
    '# Production refuses to start without SMTP_URL unless OUTBOX_DIR is set on purpose (e.g. /data/outbox).',
    'OUTBOX_DIR: ${OUTBOX_DIR:-}',
  ],
  // The uploads storage: the x-storage-env block and the shared volume (composeService).
  MEDIA: [],
};

const databaseUrlOf = (database: string) => `postgres://postgres:\${POSTGRES_PASSWORD}@postgres:5432/${database}`;

/** A service's own metrics port and trace service name (the rest of its telemetry settings: x-telemetry-env). */
const telemetryEnv = (service: string, metricsPort: number) => [`METRICS_PORT: "${metricsPort}"`, `OTEL_SERVICE_NAME: ${service}`];

/** The service of one subgraph in docker-compose.yml (indented as under `services:`). */
function composeService(subgraph: SubgraphDefinition): string[] {
  const granted = subgraph.privateEnv ?? [];
  const media = granted.includes('MEDIA');
  const environment = [
    media ? '<<: [*subgraph-env, *storage-env]' : '<<: *subgraph-env',
    `PORT: "${subgraph.port}"`,
    ...telemetryEnv(subgraph.name, subgraph.metricsPort),
    `DATABASE_URL: ${databaseUrlOf(subgraph.database)}`,
    ...granted.flatMap((name) => GRANTED_ENV[name]),
    ...Object.entries(subgraph.composeSettings ?? {}).map(([name, fallback]) => `${name}: \${${name}:-${fallback}}`),
    'SEED_DEMO_DATA: ${SEED_DEMO_DATA:-false}',
  ];
  return [
    `  ${subgraph.name}:`,
    '    <<: *service',
    '    deploy: *subgraph-deploy',
    `    command: ["node", "${workspaceOf(subgraph)}/dist/index.js"]`,
    '    environment:',
    ...environment.map((line) => `      ${line}`),
    ...(media ? ['    volumes:', '      - appdata:/data'] : []),
    '    depends_on:',
    '      postgres:',
    '        condition: service_healthy',
    '',
  ];
}

/** Replaces the lines between the generated markers (kept, with their indentation) by `lines`. */
function replaceRegion(text: string, path: string, region: string, lines: readonly string[]): string {
  const pattern = new RegExp(`^([ \\t]*)${escapeRegExp(BEGIN)} \\(${region}\\)\\n[\\s\\S]*?^[ \\t]*${escapeRegExp(END)} \\(${region}\\)$`, 'm');
  const match = pattern.exec(text);
  if (!match) throw new Error(`${path}: the generated region "${region}" (its begin and end markers) is missing`);
  const indent = match[1]!;
  const body = [`${indent}${BEGIN} (${region})`, ...lines, `${indent}${END} (${region})`].join('\n');
  return text.slice(0, match.index) + body + text.slice(match.index + match[0].length);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function dockerfile(current: string): string {
  const workspaces = ['subgraphs/kit', ...subgraphs.map(workspaceOf)];
  return replaceRegion(current, 'Dockerfile', 'workspaces', workspaces.map((workspace) => `COPY ${workspace}/package.json ${workspace}/`));
}

function compose(current: string): string {
  const urls = JSON.stringify(Object.fromEntries(subgraphs.map((subgraph) => [subgraph.name, `http://${subgraph.name}:${subgraph.port}/graphql`])));
  const withUrls = replaceRegion(current, 'docker-compose.yml', 'subgraph urls', [`  SUBGRAPH_URLS: &subgraph-urls '${urls}'`]);
  const withServices = replaceRegion(withUrls, 'docker-compose.yml', 'subgraphs', subgraphs.flatMap(composeService));
  const withDependencies = replaceRegion(withServices, 'docker-compose.yml', 'gateway depends_on', subgraphs.map((subgraph) => `      - ${subgraph.name}`));
  return replaceRegion(withDependencies, 'docker-compose.yml', 'gateway telemetry', telemetryEnv('gateway', gatewayMetricsPort).map((line) => `      ${line}`));
}

function alertRules(current: string): string {
  const path = 'docker/observability/alerts.yml';
  return replaceRegion(replaceRegion(current, path, 'slo', objectiveRules()), path, 'services', serviceRules());
}

function initSql(): string {
  return [
    '-- One database per subgraph (docs/architecture.md, "Services and the data each owns"), and the domain-event queue\'s.',
    '-- Generated from subgraphs.config.ts by scripts/generate-deploy-files.ts: do not edit.',
    `CREATE DATABASE ${domainEventsDatabase};`,
    ...subgraphs.map((subgraph) => `CREATE DATABASE ${subgraph.database};`),
    '',
  ].join('\n');
}

const read = (path: string) => readFileSync(join(repoRoot, path), 'utf8');

/** Replaces the `"references": [...]` list of a tsconfig, one `{ "path": ... }` a line, keeping the rest as written. */
function withReferences(path: string, paths: readonly string[]): string {
  const current = read(path);
  const match = /^([ \t]*)"references": \[[\s\S]*?\n\1\]/m.exec(current);
  if (!match) throw new Error(`${path}: no "references" list, one entry a line`);
  const indent = match[1]!;
  const lines = paths.map((reference, index) => `${indent}  { "path": "${reference}" }${index < paths.length - 1 ? ',' : ''}`);
  return current.slice(0, match.index) + [`${indent}"references": [`, ...lines, `${indent}]`].join('\n') + current.slice(match.index + match[0].length);
}

/** The monolith's own workspace dependencies beside the subgraphs'. */
const MONOLITH_WORKSPACES = ['@momstride/gateway', '@momstride/kit'];

/** The monolith's package depends on every subgraph's (it runs each by its package name), and on what else it has. */
function serverPackage(): string {
  const manifest = JSON.parse(read('server/package.json')) as { dependencies: Record<string, string> };
  const others = Object.entries(manifest.dependencies).filter(([name]) => !name.startsWith('@momstride/') || MONOLITH_WORKSPACES.includes(name));
  const ofSubgraphs = subgraphs.map((subgraph) => [`@momstride/${subgraph.name}`, '*'] as const);
  const dependencies = Object.fromEntries([...others, ...ofSubgraphs].sort(([a], [b]) => a.localeCompare(b)));
  return `${JSON.stringify({ ...manifest, dependencies }, null, 2)}\n`;
}

/**
 * The monolith's import of each subgraph's definition, written out (not an `import()` of a computed name): its bundle
 * (scripts/lib/build-server.ts) holds only what it can see.
 */
function subgraphDefinitions(): string {
  const imports = subgraphs.map((subgraph) => `  '${subgraph.name}': () => import('@momstride/${subgraph.name}/subgraph'),`);
  return `// Generated from subgraphs.config.ts by scripts/generate-deploy-files.ts: do not edit.
/** Each subgraph's definition (its package's \`./subgraph\` export, the kit's defineSubgraph), by its name in subgraphs.config.ts. */
export const subgraphDefinitions: Readonly<Record<string, () => Promise<{ readonly subgraph: unknown }>>> = {
${imports.join('\n')}
};
`;
}

/** The deployment files as subgraphs.config.ts makes them (the hand-written parts as committed). */
export function generateDeployFiles(): DeployFile[] {
  const composeFile = compose(read('docker-compose.yml'));
  const rules = alertRules(read('docker/observability/alerts.yml'));
  const dashboard = grafanaDashboard();
  return [
    { path: 'Dockerfile', content: dockerfile(read('Dockerfile')) },
    { path: 'docker-compose.yml', content: composeFile },
    { path: 'docker/initdb/01-databases.sql', content: initSql() },
    { path: 'docker/observability/prometheus.yml', content: prometheusConfig() },
    { path: 'docker/observability/alerts.yml', content: rules },
    { path: 'docker/observability/grafana/dashboards/momstride.json', content: dashboard },
    { path: 'tsconfig.json', content: withReferences('tsconfig.json', ['contracts', 'subgraphs/kit', ...subgraphs.map(workspaceOf), 'gateway', 'server', 'cli']) },
    {
      path: 'server/tsconfig.json',
      content: withReferences('server/tsconfig.json', ['./tsconfig.subgraphs-config.json', '../subgraphs/kit', ...subgraphs.map((subgraph) => `../${workspaceOf(subgraph)}`), '../gateway']),
    },
    { path: 'server/package.json', content: serverPackage() },
    { path: 'server/src/subgraph-definitions.ts', content: subgraphDefinitions() },
    ...kubernetesManifests(composeFile),
    ...monitoringManifests(rules, dashboard),
  ];
}

/** The committed files that differ from what subgraphs.config.ts makes. */
export const driftedDeployFiles = (): string[] =>
  generateDeployFiles()
    .filter((file) => !existsSync(join(repoRoot, file.path)) || read(file.path) !== file.content)
    .map((file) => file.path);

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--check')) {
    const drifted = driftedDeployFiles();
    if (drifted.length > 0) {
      console.error(`Not as subgraphs.config.ts makes them (run npx tsx scripts/generate-deploy-files.ts): ${drifted.join(', ')}`);
      process.exit(1);
    }
    console.log(`${generateDeployFiles().map((file) => file.path).join(', ')} agree with subgraphs.config.ts.`);
  } else {
    for (const file of generateDeployFiles()) {
      mkdirSync(dirname(join(repoRoot, file.path)), { recursive: true });
      writeFileSync(join(repoRoot, file.path), file.content);
    }
    console.log(`Wrote ${generateDeployFiles().map((file) => file.path).join(', ')} from subgraphs.config.ts.`);
  }
}
