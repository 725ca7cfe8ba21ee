/**
 * The Hive runtime (GraphQL Yoga's server adapter) disposes itself on SIGTERM and SIGINT, which would abort the
 * operations still in flight while the gateway drains its connections (index.ts stops the engine last). This takes
 * those listeners back off, so the runtime lives until the gateway stops it, as the Apollo engine does.
 */
const SIGNALS = ['SIGTERM', 'SIGINT'] as const;

/** Creates the runtime's disposable stack now (registering its listeners) and removes the signal listeners it added. */
export const keepRuntimeUntilStopped = (runtime: { readonly disposableStack: unknown }): void => {
  const before = new Map(SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  void runtime.disposableStack;
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)!.has(listener)) process.removeListener(signal, listener);
    }
  }
};
