import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{subgraphs,gateway,cli,web,scripts}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    globalSetup: ['scripts/testing/global-setup.ts'],
    setupFiles: ['scripts/testing/interactive-terminal.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
  },
});
