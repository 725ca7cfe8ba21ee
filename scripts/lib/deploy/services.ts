/**
 * The processes a microservices deployment runs, as the deployment files see them (docker-compose.yml's observability
 * profile, deploy/kubernetes/): the gateway and each subgraph of subgraphs.config.ts, with their ports.
 */
import { gatewayMetricsPort, gatewayPort, subgraphs, type SubgraphDefinition } from '../../../subgraphs.config.js';

export interface DeployedService {
  /** The `service` label of its metrics, its compose service and its Kubernetes Deployment. */
  readonly name: string;
  readonly port: number;
  readonly metricsPort: number;
  /** Undefined for the gateway. */
  readonly subgraph?: SubgraphDefinition;
}

export const deployedServices: readonly DeployedService[] = [
  { name: 'gateway', port: gatewayPort, metricsPort: gatewayMetricsPort },
  ...subgraphs.map((subgraph) => ({ name: subgraph.name, port: subgraph.port, metricsPort: subgraph.metricsPort, subgraph })),
];

/** Header of a generated file whose comments start with `#`. */
export const GENERATED_YAML_HEADER = '# Generated from subgraphs.config.ts by scripts/generate-deploy-files.ts: do not edit.';

/** A file scripts/generate-deploy-files.ts writes, and its content. */
export interface DeployFile {
  readonly path: string;
  readonly content: string;
}
