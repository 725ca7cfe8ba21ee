/**
 * Turns tracing on for this process when the environment asks for it (settings.ts); otherwise does nothing and loads
 * nothing. The SDK (sdk.ts) is imported by a computed name: the monolith's bundle leaves it out and imports the
 * compiled module at run time. Called once per process before its services open their databases and servers:
 * runSubgraph alone in its process, the gateway's index.ts, the monolith for all seven. docs/operations.md, "Tracing".
 */
import type * as Sdk from './sdk.js';
import { tracingWanted } from './settings.js';
import { tracingState } from './state.js';

export interface StartTracingOptions {
  /** The service's name (`service.name`, unless OTEL_SERVICE_NAME says otherwise). */
  readonly service: string;
  /** The monolith: every span exported under its own service's name. */
  readonly monolithic?: boolean;
  readonly env: NodeJS.ProcessEnv;
}

export async function startTracing(options: StartTracingOptions): Promise<void> {
  const state = tracingState();
  if (state.on || !tracingWanted(options.env)) return;
  const sdkModule = new URL('./sdk.js', import.meta.url).href;
  const { startSdk } = (await import(sdkModule)) as typeof Sdk;
  state.shutdown = startSdk(options);
  state.on = true;
}

/** Sends the spans still pending and stops the SDK (a stopping process; nothing when tracing is off). */
export async function stopTracing(): Promise<void> {
  const state = tracingState();
  if (!state.on) return;
  state.on = false;
  await state.shutdown?.();
}
