/**
 * Monolithic mode: the gateway and every subgraph in one process, as Grafana Loki's `-target=all` runs all its
 * components in one binary. Each subgraph keeps its own schema, database, migrations, queue subscriptions, code and
 * port, exactly as in microservices mode (one process each): nothing changes for a client or for the federation.
 * docs/architecture.md, "Monolithic and microservices mode".
 */
import 'reflect-metadata';
import { runSubgraph, type RunningSubgraph, type SubgraphHost } from '@momstride/kit';
import { startMetricsListener } from '@momstride/kit/metrics';
import { parseEnv as parseGatewayEnv } from '@momstride/gateway/env';
import { createLogger } from '@momstride/gateway/logger';
import { startGateway, type RunningGateway } from '@momstride/gateway/server';
import { domainEventsDatabase, gatewayMetricsPort, subgraphs } from '#subgraphs-config';
import { gatewayEnvOf, subgraphEnvOf, type Topology } from './service-env.js';
import { subgraphDefinitions } from './subgraph-definitions.js';

/** A subgraph's definition (its `src/subgraph.ts`, the kit's defineSubgraph). */
type AnySubgraph = Parameters<typeof runSubgraph>[0];

/** Runs the subgraph of subgraphs.config.ts named `name` in this process: its package's `./subgraph` export. */
async function runByName(name: string, host: SubgraphHost): Promise<RunningSubgraph> {
  const definition = subgraphDefinitions[name];
  if (!definition) throw new Error(`The monolith does not know the subgraph ${name}: run npx tsx scripts/generate-deploy-files.ts`);
  const { subgraph } = (await definition()) as { subgraph: AnySubgraph };
  return runSubgraph(subgraph, host);
}

export interface Monolith {
  readonly gateway: RunningGateway;
  /** Stops the gateway (its requests in flight answered), then every subgraph. */
  stop(): Promise<void>;
}

/**
 * Starts every subgraph at once (each migrates its own database and starts its queue work meanwhile), and the gateway
 * as soon as accounts serves; `source` is the installation's environment (service-env.ts). When one fails to start, those started
 * stop and the error is thrown.
 */
export async function startMonolith(source: NodeJS.ProcessEnv): Promise<Monolith> {
  const topology: Topology = { subgraphs, domainEventsDatabase, gatewayMetricsPort };
  // The gateway's environment is checked first: a mistake there stops the start before any database is touched.
  // Every service's metrics are served by the process, on the gateway's metrics port (none of their own).
  const installed = parseGatewayEnv(gatewayEnvOf(source, topology));
  const gatewayConfig = { ...installed, METRICS_PORT: 0 };
  const logger = createLogger(gatewayConfig.LOG_LEVEL);

  const started: RunningSubgraph[] = [];
  const stopSubgraphs = () => Promise.all(started.map((subgraph) => subgraph.stop())).then(() => undefined);
  const starting = new Map(
    subgraphs.map((subgraph) => [
      subgraph.name,
      runByName(subgraph.name, { env: { ...subgraphEnvOf(source, subgraph, topology), METRICS_PORT: '0' }, handleSignals: false }).then((running) => {
        started.push(running);
      }),
    ]),
  );
  // The gateway starts as soon as accounts serves (it asks accounts for the session revocations before serving, so
  // that admins are admins from the first request), beside the other subgraphs; its /readyz waits for every one.
  const [gatewayOutcome, ...outcomes] = await Promise.allSettled([
    (starting.get('accounts') ?? Promise.resolve()).then(() => startGateway(gatewayConfig, logger)),
    ...starting.values(),
  ]);
  const failure = [gatewayOutcome, ...outcomes].find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
  if (failure) {
    if (gatewayOutcome.status === 'fulfilled') await gatewayOutcome.value.stop();
    await stopSubgraphs();
    throw failure.reason;
  }
  const gateway = (gatewayOutcome as PromiseFulfilledResult<RunningGateway>).value;
  const metrics = await startMetricsListener({ host: installed.METRICS_HOST, port: installed.METRICS_PORT, processLabel: 'all', logger });
  logger.info({ subgraphs: subgraphs.map((subgraph) => subgraph.name) }, 'monolithic mode: the gateway and every subgraph in this process');
  let stopping: Promise<void> | undefined;
  return {
    gateway,
    stop: () => (stopping ??= gateway.stop().finally(() => Promise.all([metrics.stop(), stopSubgraphs()]))),
  };
}
