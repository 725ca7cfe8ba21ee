/**
 * What the tracing of this process shares between its copies of the kit: the monolith runs the kit from its bundle
 * while the SDK (sdk.ts) is loaded from the compiled modules beside it, so the state lives on `globalThis` under a
 * registered symbol (as `@opentelemetry/api` keeps its own globals), not in a module variable. docs/operations.md,
 * "Tracing".
 */
interface TracingState {
  /** True once the SDK is running (startTracing): the log mixin and the resolver spans are added only then. */
  on: boolean;
  /** Local port → the service listening on it (the monolith serves seven on one process). */
  readonly ports: Map<number, string>;
  /** Flushes and stops the SDK (set when it started). */
  shutdown?: () => Promise<void>;
}

const KEY = Symbol.for('momstride.tracing');

export const tracingState = (): TracingState => {
  const holder = globalThis as { [KEY]?: TracingState };
  return (holder[KEY] ??= { on: false, ports: new Map() });
};

/** True when this process exports traces (the SDK started). */
export const tracingOn = (): boolean => tracingState().on;

/** Names the service listening on `port` (each service's server, once listening): its requests' spans carry it. */
export const registerServicePort = (port: number, service: string): void => {
  if (tracingState().on) tracingState().ports.set(port, service);
};
