/**
 * deploy/kubernetes/monitoring/: the observability profile's Prometheus and Grafana side for a cluster that runs the
 * Prometheus Operator (kube-prometheus-stack): a ServiceMonitor scraping every MomStride Service's `metrics` port, the
 * alert rules of docker/observability/alerts.yml as a PrometheusRule, and the MomStride dashboard as a ConfigMap
 * Grafana's dashboard sidecar loads. Written from those files by scripts/generate-deploy-files.ts, so they say the same.
 */
import { parse, stringify } from 'yaml';
import { GENERATED_YAML_HEADER, type DeployFile } from './services.js';

export const KUBERNETES_MONITORING = 'deploy/kubernetes/monitoring';

const LABELS = { 'app.kubernetes.io/part-of': 'momstride' };
const yamlFile = (object: object) => `${GENERATED_YAML_HEADER}\n${stringify(object, { aliasDuplicateObjects: false, lineWidth: 0 })}`;

/** The files of deploy/kubernetes/monitoring, from the alert rules' and the dashboard's text (as generated). */
export function monitoringManifests(alertRulesText: string, dashboardJson: string): DeployFile[] {
  const serviceMonitor = {
    apiVersion: 'monitoring.coreos.com/v1',
    kind: 'ServiceMonitor',
    metadata: { name: 'momstride', labels: LABELS },
    spec: {
      selector: { matchLabels: LABELS },
      // Each target is labelled `service` with its Service's name, which is the service's; the series keep their own.
      endpoints: [{ port: 'metrics', path: '/metrics', interval: '15s', honorLabels: true }],
    },
  };
  const { groups } = parse(alertRulesText) as { groups: unknown[] };
  const rules = { apiVersion: 'monitoring.coreos.com/v1', kind: 'PrometheusRule', metadata: { name: 'momstride', labels: LABELS }, spec: { groups } };
  const dashboard = {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    // kube-prometheus-stack's Grafana loads every ConfigMap labelled grafana_dashboard.
    metadata: { name: 'momstride-dashboard', labels: { ...LABELS, grafana_dashboard: '1' } },
    data: { 'momstride.json': dashboardJson },
  };
  const files = [
    { path: `${KUBERNETES_MONITORING}/service-monitor.yaml`, content: yamlFile(serviceMonitor) },
    { path: `${KUBERNETES_MONITORING}/prometheus-rule.yaml`, content: yamlFile(rules) },
    { path: `${KUBERNETES_MONITORING}/grafana-dashboard.yaml`, content: yamlFile(dashboard) },
  ];
  const kustomization = {
    apiVersion: 'kustomize.config.k8s.io/v1beta1',
    kind: 'Kustomization',
    resources: files.map((file) => file.path.slice(KUBERNETES_MONITORING.length + 1)),
  };
  return [{ path: `${KUBERNETES_MONITORING}/kustomization.yaml`, content: yamlFile(kustomization) }, ...files];
}
