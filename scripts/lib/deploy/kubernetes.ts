/**
 * The Kubernetes deployment (deploy/kubernetes/base/, a kustomize base; docs/operations.md, "Kubernetes"), written
 * from subgraphs.config.ts and docker-compose.yml by scripts/generate-deploy-files.ts: per service a Deployment, a
 * Service and a PodDisruptionBudget (and a HorizontalPodAutoscaler for the busiest), the migration Job, the
 * settings' ConfigMap and the subgraphs' NetworkPolicy. Each service's environment is its compose service's, variable
 * by variable (sourceOf): a new compose setting reaches the ConfigMap with its compose default, and one compose
 * requires or builds from other variables stops the generation until it has a Secret here, so the two cannot drift.
 */
import { parse, stringify } from 'yaml';
import { domainEventsDatabase } from '../../../subgraphs.config.js';
import { deployedServices, GENERATED_YAML_HEADER, type DeployedService, type DeployFile } from './services.js';

export const KUBERNETES_BASE = 'deploy/kubernetes/base';

/** The image every container runs (kustomize's `images:` sets the registry and tag). */
const IMAGE = 'momstride:latest';
const PART_OF = { 'app.kubernetes.io/part-of': 'momstride' };
const labelsOf = (name: string, component: string) => ({ 'app.kubernetes.io/name': name, 'app.kubernetes.io/component': component, ...PART_OF });
const selectorOf = (name: string) => ({ 'app.kubernetes.io/name': name, ...PART_OF });

/** The Secrets the deployment reads, by name: each key it expects (values are the operator's: README, "Kubernetes"). */
export const SECRETS = {
  /** Ed25519 key pairs and 256-bit keys, each under its variable's name. */
  keys: 'momstride-keys',
  /** `server`: the PostgreSQL server (migration Job); one key per database (its name): that database's URL. */
  database: 'momstride-database',
  /** `SMTP_URL`. */
  smtp: 'momstride-smtp',
  /** `S3_ACCESS_KEY_ID`, `S3_SECRET_ACCESS_KEY`; optional (without it the SDK's default chain: IRSA, workload identity). */
  s3: 'momstride-s3',
  /** Optional tokens of integrations, e.g. `PRINTFUL_API_TOKEN`. */
  integrations: 'momstride-integrations',
} as const;
export const CONFIG_MAP = 'momstride-config';
/** The key of SECRETS.database holding the PostgreSQL server's URL (what the migration Job connects with). */
export const SERVER_URL_KEY = 'server';

/** Variables compose passes that have no use here: local disk storage and mail outbox (S3 and SMTP instead), demo data. */
export const NOT_ON_KUBERNETES = ['MEDIA_DIR', 'OUTBOX_DIR', 'SEED_DEMO_DATA'] as const;

/** Settings whose compose default does not fit a cluster (the rest keep compose's default). */
const CLUSTER_DEFAULTS: Readonly<Record<string, string>> = {
  // Uploads go to S3-compatible storage: every copy must see them (README, "Running on managed PostgreSQL and S3").
  STORAGE_DRIVER: 's3',
  // One proxy (the ingress controller) in front of the gateways: the client address is the one it saw.
  TRUST_PROXY: '1',
};

type EnvVar = { name: string; value?: string; valueFrom?: object };
const secretRef = (name: string, key: string, optional = false) => ({ secretKeyRef: { name, key, ...(optional ? { optional } : {}) } });

/**
 * Where each variable comes from on Kubernetes. `literal`: the compose value as is (the service's own PORT,
 * METRICS_PORT...); `config`: the ConfigMap, under its name; an object: a Secret reference.
 */
function sourceOf(name: string, service: DeployedService): 'literal' | 'config' | 'skip' | EnvVar['valueFrom'] {
  if ((NOT_ON_KUBERNETES as readonly string[]).includes(name)) return 'skip';
  if (['PORT', 'METRICS_PORT', 'METRICS_HOST', 'OTEL_SERVICE_NAME', 'NODE_ENV', 'APOLLO_TELEMETRY_DISABLED'].includes(name)) return 'literal';
  if (name === 'DATABASE_URL') return secretRef(SECRETS.database, service.subgraph!.database);
  if (name === 'DOMAIN_EVENTS_DATABASE_URL') return secretRef(SECRETS.database, domainEventsDatabase);
  if (name === 'S3_ACCESS_KEY_ID' || name === 'S3_SECRET_ACCESS_KEY') return secretRef(SECRETS.s3, name, true);
  // Web Push is off without its key pair (messaging's env.ts): optional keys of the same Secret.
  if (name === 'VAPID_PUBLIC_KEY' || name === 'VAPID_PRIVATE_KEY') return secretRef(SECRETS.keys, name, true);
  if (/_KEY$/.test(name)) return secretRef(SECRETS.keys, name);
  if (name === 'SMTP_URL') return secretRef(SECRETS.smtp, name);
  if (/(API_TOKEN|SECRET|PASSWORD)$/.test(name)) return secretRef(SECRETS.integrations, name, true);
  return 'config';
}

/** A compose value's default: `${NAME:-default}` → default, a literal as is; `${NAME:?…}` has none. */
function defaultOf(name: string, value: string): string {
  const variable = /^\$\{(\w+):([-?])(.*)\}$/.exec(value);
  if (!variable) {
    if (value.includes('${')) throw new Error(`docker-compose.yml builds ${name} from other variables: give it a Secret in ${KUBERNETES_BASE} (scripts/lib/deploy/kubernetes.ts)`);
    return value;
  }
  if (variable[2] === '?') throw new Error(`docker-compose.yml requires ${name}: give it a Secret in ${KUBERNETES_BASE} (scripts/lib/deploy/kubernetes.ts)`);
  return variable[3]!;
}

interface ComposeService {
  environment: Record<string, string>;
}

/** Each service's environment on Kubernetes, and the ConfigMap's entries it reads. */
function environmentsOf(composeText: string): { env: Map<string, EnvVar[]>; config: Map<string, string> } {
  const compose = parse(composeText, { merge: true }) as { services: Record<string, ComposeService> };
  const config = new Map<string, string>();
  const env = new Map<string, EnvVar[]>();
  for (const service of deployedServices) {
    const composed = compose.services[service.name];
    if (!composed) throw new Error(`docker-compose.yml has no service ${service.name}`);
    const vars: EnvVar[] = [];
    for (const [name, raw] of Object.entries(composed.environment)) {
      const value = String(raw);
      const source = sourceOf(name, service);
      if (source === 'skip') continue;
      if (source === 'literal') vars.push({ name, value: defaultOf(name, value) });
      else if (source === 'config') {
        const fallback = CLUSTER_DEFAULTS[name] ?? defaultOf(name, value);
        const known = config.get(name);
        if (known !== undefined && known !== fallback) throw new Error(`${name} has two defaults in docker-compose.yml: ${known} and ${fallback}`);
        config.set(name, fallback);
        vars.push({ name, valueFrom: { configMapKeyRef: { name: CONFIG_MAP, key: name } } });
      } else vars.push({ name, valueFrom: source });
    }
    env.set(service.name, vars.sort((a, b) => a.name.localeCompare(b.name)));
  }
  return { env, config };
}

/** Resources from the measured footprint (docs/operations.md, "Kubernetes"): memory requests above the idle PSS, limits above the soak's peak. */
interface Sizing {
  readonly cpu: string;
  readonly memory: string;
  readonly memoryLimit: string;
}
const SUBGRAPH_SIZING: Sizing = { cpu: '100m', memory: '192Mi', memoryLimit: '512Mi' };
const SIZING: Readonly<Record<string, Sizing>> = {
  gateway: { cpu: '250m', memory: '256Mi', memoryLimit: '768Mi' },
  // Decodes uploaded pictures (up to 25 MP, and 40 MP in the gallery, two at once).
  accounts: { cpu: '200m', memory: '256Mi', memoryLimit: '768Mi' },
  'media-reviews': { cpu: '100m', memory: '320Mi', memoryLimit: '1Gi' },
};

/** The services a HorizontalPodAutoscaler scales (the gateway and the busiest subgraphs) and their bounds. */
export const AUTOSCALED: Readonly<Record<string, { min: number; max: number }>> = {
  gateway: { min: 2, max: 10 },
  accounts: { min: 2, max: 6 },
  community: { min: 2, max: 6 },
};
/** Copies of a service no autoscaler manages. */
const REPLICAS = 2;

const podSecurity = {
  runAsNonRoot: true,
  // The image's `node` user.
  runAsUser: 1000,
  runAsGroup: 1000,
  fsGroup: 1000,
  seccompProfile: { type: 'RuntimeDefault' },
};
const containerSecurity = { allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: ['ALL'] } };
/** The only writable place: a small /tmp (the root filesystem is read-only). */
const tmpVolume = { name: 'tmp', emptyDir: { sizeLimit: '64Mi' } };

/**
 * What readiness asks: a subgraph's `/readyz` (its database answers). The gateway's `/readyz` says whether every
 * subgraph is ready: as a readiness gate it would take every gateway out of the Service when one subgraph is down,
 * turning what MomStride serves degraded (that area's 503s) into a whole outage, so the gateway is ready when it
 * serves (`/healthz`).
 */
const readinessPathOf = (service: DeployedService): string => (service.subgraph ? '/readyz' : '/healthz');

function deployment(service: DeployedService, env: EnvVar[]): object {
  const component = service.subgraph ? 'subgraph' : 'gateway';
  const sizing = SIZING[service.name] ?? SUBGRAPH_SIZING;
  const script = service.subgraph ? `subgraphs/${service.name}/dist/index.js` : 'gateway/dist/index.js';
  const probe = (path: string, periodSeconds: number, failureThreshold: number, timeoutSeconds: number) => ({
    httpGet: { path, port: 'http' },
    periodSeconds,
    failureThreshold,
    timeoutSeconds,
  });
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: service.name, labels: labelsOf(service.name, component) },
    spec: {
      ...(AUTOSCALED[service.name] ? {} : { replicas: REPLICAS }),
      revisionHistoryLimit: 5,
      selector: { matchLabels: selectorOf(service.name) },
      strategy: { type: 'RollingUpdate', rollingUpdate: { maxUnavailable: 0, maxSurge: 1 } },
      template: {
        metadata: {
          labels: labelsOf(service.name, component),
          annotations: { 'prometheus.io/scrape': 'true', 'prometheus.io/port': String(service.metricsPort), 'prometheus.io/path': '/metrics' },
        },
        spec: {
          automountServiceAccountToken: false,
          // No <SERVICE>_PORT variables from Kubernetes beside the application's own.
          enableServiceLinks: false,
          securityContext: podSecurity,
          terminationGracePeriodSeconds: 30,
          topologySpreadConstraints: [
            { maxSkew: 1, topologyKey: 'kubernetes.io/hostname', whenUnsatisfiable: 'ScheduleAnyway', labelSelector: { matchLabels: selectorOf(service.name) } },
          ],
          containers: [
            {
              name: service.name,
              image: IMAGE,
              command: ['node', script],
              ports: [
                { name: 'http', containerPort: service.port, protocol: 'TCP' },
                { name: 'metrics', containerPort: service.metricsPort, protocol: 'TCP' },
              ],
              env,
              // Start-up migrates the database (under a lock) before serving: up to 5 minutes.
              startupProbe: probe('/healthz', 5, 60, 3),
              readinessProbe: probe(readinessPathOf(service), 10, 3, 5),
              livenessProbe: probe('/healthz', 20, 3, 5),
              // Endpoints are removed while the process still answers; then SIGTERM ends it in order.
              lifecycle: { preStop: { sleep: { seconds: 5 } } },
              resources: { requests: { cpu: sizing.cpu, memory: sizing.memory }, limits: { memory: sizing.memoryLimit } },
              securityContext: containerSecurity,
              volumeMounts: [{ name: 'tmp', mountPath: '/tmp' }],
            },
          ],
          volumes: [tmpVolume],
        },
      },
    },
  };
}

const serviceOf = (service: DeployedService) => ({
  apiVersion: 'v1',
  kind: 'Service',
  metadata: { name: service.name, labels: labelsOf(service.name, service.subgraph ? 'subgraph' : 'gateway') },
  spec: {
    type: 'ClusterIP',
    selector: selectorOf(service.name),
    ports: [
      { name: 'http', port: service.port, targetPort: 'http', protocol: 'TCP' },
      { name: 'metrics', port: service.metricsPort, targetPort: 'metrics', protocol: 'TCP' },
    ],
  },
});

const disruptionBudget = (service: DeployedService) => ({
  apiVersion: 'policy/v1',
  kind: 'PodDisruptionBudget',
  metadata: { name: service.name, labels: selectorOf(service.name) },
  spec: { minAvailable: 1, selector: { matchLabels: selectorOf(service.name) } },
});

const autoscaler = (service: DeployedService, bounds: { min: number; max: number }) => ({
  apiVersion: 'autoscaling/v2',
  kind: 'HorizontalPodAutoscaler',
  metadata: { name: service.name, labels: selectorOf(service.name) },
  spec: {
    scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: service.name },
    minReplicas: bounds.min,
    maxReplicas: bounds.max,
    metrics: [{ type: 'Resource', resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } } }],
    // Scale in slowly: a copy's start (schema, supergraph plans, pools) costs seconds of CPU.
    behavior: { scaleDown: { stabilizationWindowSeconds: 300, policies: [{ type: 'Pods', value: 1, periodSeconds: 60 }] } },
  },
});

const migrationJob = () => ({
  apiVersion: 'batch/v1',
  kind: 'Job',
  metadata: { name: 'momstride-migrate', labels: labelsOf('momstride-migrate', 'migration') },
  spec: {
    backoffLimit: 3,
    activeDeadlineSeconds: 900,
    ttlSecondsAfterFinished: 86400,
    template: {
      metadata: { labels: labelsOf('momstride-migrate', 'migration') },
      spec: {
        restartPolicy: 'Never',
        automountServiceAccountToken: false,
        enableServiceLinks: false,
        securityContext: podSecurity,
        containers: [
          {
            name: 'migrate',
            image: IMAGE,
            command: ['node', 'server/dist/migrate.js'],
            env: [
              { name: 'NODE_ENV', value: 'production' },
              { name: 'DATABASE_URL', valueFrom: secretRef(SECRETS.database, SERVER_URL_KEY) },
              { name: 'LOG_LEVEL', valueFrom: { configMapKeyRef: { name: CONFIG_MAP, key: 'LOG_LEVEL' } } },
            ],
            resources: { requests: { cpu: '100m', memory: '256Mi' }, limits: { memory: '512Mi' } },
            securityContext: containerSecurity,
            volumeMounts: [{ name: 'tmp', mountPath: '/tmp' }],
          },
        ],
        volumes: [tmpVolume],
      },
    },
  },
});

/**
 * The subgraphs answer only MomStride's own pods (the gateway and each other's internal calls) on their `http` port;
 * their `metrics` port any scraper. The gateway is left open (the Ingress reaches it); egress stays open (PostgreSQL,
 * S3, SMTP, webhook receivers).
 */
const networkPolicy = () => ({
  apiVersion: 'networking.k8s.io/v1',
  kind: 'NetworkPolicy',
  metadata: { name: 'momstride-subgraphs', labels: PART_OF },
  spec: {
    podSelector: { matchLabels: { 'app.kubernetes.io/component': 'subgraph', ...PART_OF } },
    policyTypes: ['Ingress'],
    ingress: [
      { from: [{ podSelector: { matchLabels: PART_OF } }], ports: [{ protocol: 'TCP', port: 'http' }] },
      { ports: [{ protocol: 'TCP', port: 'metrics' }] },
    ],
  },
});

const documents = (...objects: object[]) => `${GENERATED_YAML_HEADER}\n${objects.map((object) => stringify(object, { aliasDuplicateObjects: false })).join('---\n')}`;

/** The files of deploy/kubernetes/base, from subgraphs.config.ts and the compose file's text (as generated). */
export function kubernetesManifests(composeText: string): DeployFile[] {
  const { env, config } = environmentsOf(composeText);
  const configMap = {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name: CONFIG_MAP, labels: PART_OF },
    data: Object.fromEntries([...config.entries()].sort(([a], [b]) => a.localeCompare(b))),
  };
  const files: DeployFile[] = [
    { path: `${KUBERNETES_BASE}/config.yaml`, content: documents(configMap) },
    { path: `${KUBERNETES_BASE}/migrate-job.yaml`, content: documents(migrationJob()) },
    { path: `${KUBERNETES_BASE}/network-policy.yaml`, content: documents(networkPolicy()) },
    ...deployedServices.map((service) => {
      const bounds = AUTOSCALED[service.name];
      const objects = [deployment(service, env.get(service.name)!), serviceOf(service), disruptionBudget(service), ...(bounds ? [autoscaler(service, bounds)] : [])];
      return { path: `${KUBERNETES_BASE}/${service.name}.yaml`, content: documents(...objects) };
    }),
  ];
  const kustomization = {
    apiVersion: 'kustomize.config.k8s.io/v1beta1',
    kind: 'Kustomization',
    resources: files.map((file) => file.path.slice(KUBERNETES_BASE.length + 1)),
  };
  return [{ path: `${KUBERNETES_BASE}/kustomization.yaml`, content: documents(kustomization) }, ...files];
}
