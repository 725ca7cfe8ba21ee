/**
 * `node server/dist/all.js`: MomStride in monolithic mode, the gateway and every subgraph in this one process
 * (monolith.ts); the image's default command. SIGTERM/SIGINT stop it in order and end the process (exit 1 when that
 * fails or takes over 10 s). An uncaught error anywhere ends the whole process: its supervisor (docker's restart
 * policy, `npm start`'s) starts it again, and what was written is not lost (the outbox and the queue's retries).
 */
import module from 'node:module';
// The start alone (no @opentelemetry/api outside the bundle when tracing is off).
import { startTracing, stopTracing } from '@momstride/kit/telemetry/start';
import { loadMonolithBundle } from './bundle-loader.js';
import type { Monolith } from './monolith.js';

// Tracing, when an OTLP endpoint is configured, before the services' modules load: one tracer provider for the seven,
// each span under its own service's name (docs/operations.md, "Tracing").
try {
  await startTracing({ service: 'momstride', monolithic: true, env: process.env });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// The monolith's bundle with its code cache when it is fresh (bundle-loader.ts), else its modules, with V8's code
// cache on disk where Node has one (22.1 and later; the image's Node 24), enabled before they load.
const bundle = loadMonolithBundle();
if (!bundle) (module as { enableCompileCache?: () => unknown }).enableCompileCache?.();
const { startMonolith } = bundle?.module ?? (await import('./monolith.js'));

let monolith: Monolith;
try {
  monolith = await startMonolith(process.env);
  bundle?.saveCodeCache();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

let stopping = false;
const shutdown = (): void => {
  if (stopping) return;
  stopping = true;
  setTimeout(() => {
    console.error('MomStride did not stop within 10 s: forced exit');
    process.exit(1);
  }, 10_000).unref();
  monolith
    .stop()
    .then(stopTracing)
    .then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Stopping failed:', error);
        process.exit(1);
      },
    );
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
