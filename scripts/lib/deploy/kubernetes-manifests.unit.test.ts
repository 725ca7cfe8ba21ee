/**
 * The Kubernetes manifests (deploy/kubernetes/: the generated base and the example overlay), with no cluster at hand:
 * every object is validated against the Kubernetes API schemas (kubernetes-models), and the references between
 * them are checked — Service and PodDisruptionBudget selectors match a Deployment's pods, Service target ports and
 * probes name declared ports, every variable the compose file gives a service is set or referenced, every
 * ConfigMap key exists and every Secret is one README documents, the autoscalers target Deployments. Mutated copies
 * show each check can fail.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PrometheusRule, ServiceMonitor } from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Job } from 'kubernetes-models/batch/v1';
import { Ingress, NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Namespace, Service } from 'kubernetes-models/v1';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { baseEnvShape } from '../../../subgraphs/kit/src/env.js';
import { repoRoot } from '../paths.js';
import { AUTOSCALED, CONFIG_MAP, KUBERNETES_BASE, kubernetesManifests, NOT_ON_KUBERNETES, SECRETS } from './kubernetes.js';
import { KUBERNETES_MONITORING } from './monitoring.js';
import { deployedServices } from './services.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- manifests are free-form YAML, checked field by field below
type Manifest = any;

const MODELS: Readonly<Record<string, new (data: Manifest) => { validate(): void }>> = {
  'apps/v1/Deployment': Deployment,
  'v1/Service': Service,
  'v1/ConfigMap': ConfigMap,
  'v1/Namespace': Namespace,
  'batch/v1/Job': Job,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'networking.k8s.io/v1/Ingress': Ingress,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
  'monitoring.coreos.com/v1/ServiceMonitor': ServiceMonitor,
  'monitoring.coreos.com/v1/PrometheusRule': PrometheusRule,
};

const KUBERNETES = 'deploy/kubernetes';
const read = (path: string) => readFileSync(join(repoRoot, path), 'utf8');

/** Every YAML file under deploy/kubernetes, by path. */
function yamlFiles(folder = KUBERNETES): string[] {
  return readdirSync(join(repoRoot, folder)).flatMap((entry) => {
    const path = `${folder}/${entry}`;
    if (statSync(join(repoRoot, path)).isDirectory()) return yamlFiles(path);
    return entry.endsWith('.yaml') ? [path] : [];
  });
}

const documentsOf = (path: string): Manifest[] => parseAllDocuments(read(path)).map((document) => document.toJS() as Manifest);

/** The base's objects (what `kubectl apply -k deploy/kubernetes/base` would create). */
const baseObjects = (): Manifest[] =>
  yamlFiles(KUBERNETES_BASE)
    .filter((path) => !path.endsWith('kustomization.yaml'))
    .flatMap(documentsOf);

/** Schema problems of one object, one a line. */
function schemaProblems(object: Manifest, where: string): string[] {
  const Model = MODELS[`${object.apiVersion}/${object.kind}`];
  if (!Model) return [`${where}: ${object.apiVersion} ${object.kind} is not a kind this deployment uses`];
  try {
    new Model(object).validate();
    return [];
  } catch (error) {
    return [`${where} ${object.kind} ${object.metadata?.name}: ${(error as Error).message}`];
  }
}

const matches = (selector: Record<string, string> = {}, labels: Record<string, string> = {}) =>
  Object.keys(selector).length > 0 && Object.entries(selector).every(([key, value]) => labels[key] === value);

/** Names of the variables each compose service receives. */
function composeEnvironments(): Map<string, string[]> {
  const compose = parse(read('docker-compose.yml'), { merge: true }) as { services: Record<string, { environment: Record<string, string> }> };
  return new Map(deployedServices.map((service) => [service.name, Object.keys(compose.services[service.name]!.environment)]));
}

/** Variables every subgraph must be given (the kit's, without a default). */
const requiredSubgraphEnv = Object.entries(baseEnvShape)
  .filter(([, schema]) => !schema.safeParse(undefined).success)
  .map(([name]) => name);

/** The references between the base's objects that do not hold, one a line. */
function referenceProblems(objects: Manifest[]): string[] {
  const problems: string[] = [];
  const ofKind = (kind: string) => objects.filter((object) => object.kind === kind);
  const deployments = ofKind('Deployment');
  const podLabels = (deployment: Manifest) => deployment.spec.template.metadata.labels;
  const configMaps = new Map<string, Record<string, string>>(ofKind('ConfigMap').map((map) => [map.metadata.name, map.data ?? {}]));
  const secretNames = Object.values(SECRETS) as string[];
  const composeEnv = composeEnvironments();

  for (const service of deployedServices) {
    const deployment = deployments.find((object) => object.metadata.name === service.name);
    if (!deployment) {
      problems.push(`no Deployment for ${service.name}`);
      continue;
    }
    const pod = deployment.spec.template.spec;
    if (!matches(deployment.spec.selector.matchLabels, podLabels(deployment))) problems.push(`Deployment ${service.name}: its selector does not match its pods`);
    const container = pod.containers[0];
    const ports = new Map<string, number>(container.ports.map((port: Manifest) => [port.name, port.containerPort]));
    if (ports.get('http') !== service.port) problems.push(`Deployment ${service.name}: port http is not ${service.port}`);
    if (ports.get('metrics') !== service.metricsPort) problems.push(`Deployment ${service.name}: port metrics is not ${service.metricsPort}`);
    if (deployment.spec.template.metadata.annotations?.['prometheus.io/port'] !== String(service.metricsPort)) problems.push(`Deployment ${service.name}: not annotated for scraping its metrics port`);
    // A subgraph is ready when its database answers; the gateway when it serves (never gated on every subgraph).
    const readiness = service.subgraph ? '/readyz' : '/healthz';
    for (const [probe, path] of [['readinessProbe', readiness], ['livenessProbe', '/healthz'], ['startupProbe', '/healthz']] as const) {
      const get = container[probe]?.httpGet;
      if (get?.path !== path) problems.push(`Deployment ${service.name}: ${probe} is not GET ${path}`);
      if (!ports.has(get?.port) && ![...ports.values()].includes(get?.port)) problems.push(`Deployment ${service.name}: ${probe} on undeclared port ${get?.port}`);
    }
    if (pod.securityContext?.runAsNonRoot !== true || container.securityContext?.readOnlyRootFilesystem !== true || container.securityContext?.allowPrivilegeEscalation !== false) {
      problems.push(`Deployment ${service.name}: not non-root, read-only and unprivileged`);
    }
    if (!container.resources?.requests?.cpu || !container.resources?.requests?.memory || !container.resources?.limits?.memory) problems.push(`Deployment ${service.name}: no CPU and memory requests or memory limit`);

    const env = new Map<string, Manifest>(container.env.map((variable: Manifest) => [variable.name, variable]));
    const expected = composeEnv.get(service.name)!.filter((name) => !(NOT_ON_KUBERNETES as readonly string[]).includes(name));
    for (const name of expected) if (!env.has(name)) problems.push(`Deployment ${service.name}: ${name} (given by docker-compose.yml) is not set`);
    if (service.subgraph) for (const name of requiredSubgraphEnv) if (!env.has(name)) problems.push(`Deployment ${service.name}: required ${name} is not set`);
    for (const [name, variable] of env) {
      const fromConfig = variable.valueFrom?.configMapKeyRef;
      const fromSecret = variable.valueFrom?.secretKeyRef;
      if (variable.value === undefined && !fromConfig && !fromSecret) problems.push(`Deployment ${service.name}: ${name} has no value`);
      if (fromConfig && configMaps.get(fromConfig.name)?.[fromConfig.key] === undefined) problems.push(`Deployment ${service.name}: ${name} reads ${fromConfig.name}/${fromConfig.key}, which the base lacks`);
      if (fromSecret && !secretNames.includes(fromSecret.name)) problems.push(`Deployment ${service.name}: ${name} reads Secret ${fromSecret.name}, which is not documented`);
    }

    const services = ofKind('Service').filter((object) => object.metadata.name === service.name);
    if (services.length !== 1) problems.push(`${service.name}: ${services.length} Services`);
    for (const object of services) {
      if (!matches(object.spec.selector, podLabels(deployment))) problems.push(`Service ${service.name}: its selector matches no pod of Deployment ${service.name}`);
      for (const port of object.spec.ports) if (!ports.has(port.targetPort)) problems.push(`Service ${service.name}: target port ${port.targetPort} is not declared`);
    }
    const budgets = ofKind('PodDisruptionBudget').filter((object) => matches(object.spec.selector.matchLabels, podLabels(deployment)));
    if (budgets.length !== 1) problems.push(`Deployment ${service.name}: ${budgets.length} PodDisruptionBudgets`);
    const autoscaled = Object.hasOwn(AUTOSCALED, service.name);
    if (autoscaled && deployment.spec.replicas !== undefined) problems.push(`Deployment ${service.name}: replicas set although an autoscaler manages them`);
  }
  for (const autoscaler of ofKind('HorizontalPodAutoscaler')) {
    const target = autoscaler.spec.scaleTargetRef;
    if (target.kind !== 'Deployment' || !deployments.some((deployment) => deployment.metadata.name === target.name)) problems.push(`HorizontalPodAutoscaler ${autoscaler.metadata.name}: no Deployment ${target.name}`);
  }
  const scaled = ofKind('HorizontalPodAutoscaler').map((autoscaler) => autoscaler.spec.scaleTargetRef.name).sort();
  if (JSON.stringify(scaled) !== JSON.stringify(Object.keys(AUTOSCALED).sort())) problems.push(`autoscalers for ${scaled.join(', ')}, not ${Object.keys(AUTOSCALED).join(', ')}`);
  for (const budget of ofKind('PodDisruptionBudget')) {
    if (!deployments.some((deployment) => matches(budget.spec.selector.matchLabels, podLabels(deployment)))) problems.push(`PodDisruptionBudget ${budget.metadata.name}: matches no Deployment`);
  }
  for (const policy of ofKind('NetworkPolicy')) {
    const selected = deployments.filter((deployment) => matches(policy.spec.podSelector.matchLabels, podLabels(deployment)));
    if (selected.length === 0) problems.push(`NetworkPolicy ${policy.metadata.name}: selects no Deployment`);
    const portNames = (policy.spec.ingress ?? []).flatMap((rule: Manifest) => (rule.ports ?? []).map((port: Manifest) => port.port));
    for (const deployment of selected) {
      const declared = deployment.spec.template.spec.containers[0].ports.map((port: Manifest) => port.name);
      for (const name of portNames) if (!declared.includes(name)) problems.push(`NetworkPolicy ${policy.metadata.name}: port ${name} is not declared by ${deployment.metadata.name}`);
    }
  }
  for (const job of ofKind('Job')) {
    const [, script] = job.spec.template.spec.containers[0].command;
    const source = String(script).replace(/^server\/dist\/(.*)\.js$/, 'server/src/$1.ts');
    if (!existsSync(join(repoRoot, source))) problems.push(`Job ${job.metadata.name}: runs ${script}, which nothing builds`);
    for (const variable of job.spec.template.spec.containers[0].env) {
      const fromSecret = variable.valueFrom?.secretKeyRef;
      if (fromSecret && !secretNames.includes(fromSecret.name)) problems.push(`Job ${job.metadata.name}: reads Secret ${fromSecret.name}, which is not documented`);
    }
  }
  return problems;
}

const clone = <T>(value: T): T => structuredClone(value);
const findObject = (objects: Manifest[], kind: string, name: string) => objects.find((object) => object.kind === kind && object.metadata.name === name);

describe('the Kubernetes manifests', () => {
  it('every object of the base and the example overlay is valid against the Kubernetes API schemas', () => {
    const files = yamlFiles().filter((path) => !path.endsWith('kustomization.yaml'));
    expect(files.length).toBeGreaterThan(deployedServices.length);
    const problems = files.flatMap((path) => documentsOf(path).flatMap((object) => schemaProblems(object, path)));
    expect(problems).toEqual([]);
  });

  it('the schema check rejects an invalid object', () => {
    const deployment = clone(findObject(baseObjects(), 'Deployment', 'gateway'));
    deployment.spec.template.spec.containers[0].ports[0].containerPort = 'four thousand';
    expect(schemaProblems(deployment, 'gateway.yaml')).toEqual([expect.stringContaining('containerPort must be integer')]);
    const service = clone(findObject(baseObjects(), 'Service', 'accounts'));
    service.spec.type = 'Public';
    expect(schemaProblems(service, 'accounts.yaml')).toHaveLength(1);
  });

  it('each kustomization lists files that exist, the base every generated manifest', () => {
    for (const path of yamlFiles().filter((file) => file.endsWith('kustomization.yaml'))) {
      const folder = path.slice(0, -'/kustomization.yaml'.length);
      const kustomization = parse(read(path)) as { resources: string[]; patches?: Array<{ path: string }> };
      for (const resource of [...kustomization.resources, ...(kustomization.patches ?? []).map((patch) => patch.path)]) {
        expect(existsSync(join(repoRoot, folder, resource)), `${path}: ${resource}`).toBe(true);
      }
    }
    const base = parse(read(`${KUBERNETES_BASE}/kustomization.yaml`)) as { resources: string[] };
    const files = yamlFiles(KUBERNETES_BASE).filter((path) => !path.endsWith('kustomization.yaml')).map((path) => path.slice(KUBERNETES_BASE.length + 1));
    expect([...base.resources].sort()).toEqual(files.sort());
  });

  it('the references hold: selectors, ports, probes, every variable set from a known ConfigMap key or Secret, autoscalers', () => {
    expect(referenceProblems(baseObjects())).toEqual([]);
  });

  it('a variable added to a compose service reaches its Deployment, from the ConfigMap or (required) not without a Secret', () => {
    const compose = read('docker-compose.yml');
    const withVariable = (line: string) => compose.replace('      ORDER_NOTICES_PER_HOUR:', `      ${line}\n      ORDER_NOTICES_PER_HOUR:`);
    const objects = kubernetesManifests(withVariable('DIGEST_HOUR: ${DIGEST_HOUR:-7}')).flatMap((file) => parseAllDocuments(file.content).map((document) => document.toJS() as Manifest));
    expect(findObject(objects, 'ConfigMap', CONFIG_MAP).data.DIGEST_HOUR).toBe('7');
    expect(findObject(objects, 'Deployment', 'accounts').spec.template.spec.containers[0].env).toContainEqual({
      name: 'DIGEST_HOUR',
      valueFrom: { configMapKeyRef: { name: CONFIG_MAP, key: 'DIGEST_HOUR' } },
    });
    expect(() => kubernetesManifests(withVariable('DIGEST_SIGNING: ${DIGEST_SIGNING:?set DIGEST_SIGNING}'))).toThrow(/requires DIGEST_SIGNING/);
  });

  it('a broken reference is caught', () => {
    const objects = baseObjects();
    const broken = (mutate: (objects: Manifest[]) => void) => {
      const copy = clone(objects);
      mutate(copy);
      return referenceProblems(copy);
    };
    expect(broken((copy) => (findObject(copy, 'Service', 'community').spec.selector['app.kubernetes.io/name'] = 'comunity'))).toContain(
      'Service community: its selector matches no pod of Deployment community',
    );
    expect(broken((copy) => (findObject(copy, 'Deployment', 'gateway').spec.template.spec.containers[0].readinessProbe.httpGet.path = '/readyz'))).toContain(
      'Deployment gateway: readinessProbe is not GET /healthz',
    );
    expect(broken((copy) => (findObject(copy, 'Deployment', 'gateway').spec.template.spec.containers[0].readinessProbe.httpGet.port = 'web'))).toContain(
      'Deployment gateway: readinessProbe on undeclared port web',
    );
    expect(
      broken((copy) => {
        const container = findObject(copy, 'Deployment', 'accounts').spec.template.spec.containers[0];
        container.env = container.env.filter((variable: Manifest) => variable.name !== 'WEBHOOK_SECRETS_KEY');
      }),
    ).toContain('Deployment accounts: WEBHOOK_SECRETS_KEY (given by docker-compose.yml) is not set');
    expect(
      broken((copy) => {
        const config = findObject(copy, 'ConfigMap', CONFIG_MAP);
        delete config.data.PUBLIC_URL;
      }),
    ).toContain(`Deployment accounts: PUBLIC_URL reads ${CONFIG_MAP}/PUBLIC_URL, which the base lacks`);
    expect(broken((copy) => (findObject(copy, 'HorizontalPodAutoscaler', 'community').spec.scaleTargetRef.name = 'communities'))).toContain(
      'HorizontalPodAutoscaler community: no Deployment communities',
    );
    expect(broken((copy) => (findObject(copy, 'NetworkPolicy', 'momstride-subgraphs').spec.ingress[0].ports[0].port = 'graphql'))).toContain(
      'NetworkPolicy momstride-subgraphs: port graphql is not declared by accounts',
    );
    expect(broken((copy) => (findObject(copy, 'Deployment', 'messaging').spec.template.spec.containers[0].securityContext.readOnlyRootFilesystem = false))).toContain(
      'Deployment messaging: not non-root, read-only and unprivileged',
    );
  });

  it('the Prometheus Operator extras: the ServiceMonitor scrapes every service\'s metrics port, the rules are the rule file\'s', () => {
    const objects = yamlFiles(KUBERNETES_MONITORING).filter((path) => !path.endsWith('kustomization.yaml')).flatMap(documentsOf);
    const monitor = objects.find((object) => object.kind === 'ServiceMonitor');
    const services = baseObjects().filter((object) => object.kind === 'Service');
    const scraped = services.filter((service) => matches(monitor.spec.selector.matchLabels, service.metadata.labels));
    expect(scraped.map((service) => service.metadata.name).sort()).toEqual(deployedServices.map((service) => service.name).sort());
    for (const endpoint of monitor.spec.endpoints) {
      for (const service of scraped) expect(service.spec.ports.map((port: Manifest) => port.name), service.metadata.name).toContain(endpoint.port);
    }
    const rules = objects.find((object) => object.kind === 'PrometheusRule');
    expect(rules.spec.groups).toEqual((parse(read('docker/observability/alerts.yml')) as { groups: unknown }).groups);
    const invalid = clone(rules);
    invalid.spec.groups[0].rules.push({ alert: 'Broken', expr: 'up == 0', for: 'two minutes' });
    expect(schemaProblems(invalid, 'prometheus-rule.yaml')).toHaveLength(1);
  });

  it('README names every Secret the manifests read', () => {
    const readme = read('README.md');
    for (const secret of Object.values(SECRETS)) expect(readme.includes(`\`${secret}\``), `README.md names ${secret}`).toBe(true);
  });
});
