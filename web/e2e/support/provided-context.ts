/** Values the test harness (scripts/testing/global-setup.ts) provides to every test file. */
declare module 'vitest' {
  export interface ProvidedContext {
    gatewayUrl: string;
    outboxDir: string;
  }
}

export {};
