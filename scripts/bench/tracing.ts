/**
 * `npm run bench -- --tracing`: beside the throwaway stack (tracing off), a twin of it with tracing on — the same
 * databases, secrets and settings, every service exporting 100 % of its spans (OTEL_TRACES_SAMPLER=always_on) over
 * OTLP/HTTP to a no-op receiver on loopback — so each API target runs against both in the same rounds and the bench
 * prints the CPU tracing costs per request (docs/operations.md, "Tracing").
 */
import { startOtlpReceiver } from '../../testing/src/otlp-receiver.js';
import { subgraphs } from '../../subgraphs.config.js';
import { freePort } from '../lib/ports.js';
import type { ServiceProcess } from '../lib/processes.js';
import type { StackSecrets } from '../lib/secrets.js';
import { startStack } from '../lib/stack.js';

export interface TracedTwin {
  readonly gatewayUrl: string;
  /** Its processes by service name (the CPU probe's). */
  readonly processes: Readonly<Record<string, number>>;
  /** Export requests the no-op receiver answered (spans did leave). */
  readonly exports: () => number;
}

export interface TracedTwinOptions {
  readonly serverDatabaseUrl: string;
  readonly secrets: StackSecrets;
  readonly outboxDir: string;
  readonly mediaDir: string;
  /** The environment the measured stack has (tracing variables are added). */
  readonly env: NodeJS.ProcessEnv;
  /** Its processes are pushed here (stopped by the caller's cleanup); `cleanups` gets the receiver's stop. */
  readonly services: ServiceProcess[];
  readonly cleanups: Array<() => Promise<void> | void>;
}

export async function startTracedTwin(options: TracedTwinOptions): Promise<TracedTwin> {
  const receiver = await startOtlpReceiver({ keep: false });
  options.cleanups.push(() => receiver.stop());
  const subgraphPorts = Object.fromEntries(await Promise.all(subgraphs.map(async (s) => [s.name, await freePort()] as const)));
  const stack = await startStack(
    {
      serverDatabaseUrl: options.serverDatabaseUrl,
      secrets: options.secrets,
      gatewayPort: await freePort(),
      subgraphPorts,
      outboxDir: options.outboxDir,
      mediaDir: options.mediaDir,
      // The measured stack seeded the demo data already.
      seedDemoData: false,
      nodeEnv: 'production',
      env: {
        ...options.env,
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        // Every span (BENCH_TRACES_SAMPLER=always_off measures what tracing costs before any span is kept).
        OTEL_TRACES_SAMPLER: process.env.BENCH_TRACES_SAMPLER ?? 'always_on',
      },
    },
    options.services,
  );
  return { gatewayUrl: stack.gatewayUrl, processes: stack.processes, exports: receiver.requests };
}
