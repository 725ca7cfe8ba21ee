import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { graphqlDocuments } from './web/build/graphql-documents.js';

const FOLDERS = '{contracts,subgraphs,gateway,server,cli,web,scripts,testing}';
/**
 * Unit tests are named `*.unit.test.ts(x)`: they need no running stack, database or build (pure functions,
 * Ink components that do not call the API, storage in a temp folder, env parsing). Every other test file is
 * an integration test and runs after the global setup has built everything and started the stack.
 */
const UNIT_TESTS = `${FOLDERS}/**/*.unit.test.{ts,tsx}`;
/**
 * Route tests (`*.route.test.tsx`, beside each web feature) open a route of the whole web app in a simulated DOM
 * (happy-dom), with `fetch` answered per GraphQL operation by web/src/testing/fake-api.ts: each screen's loading,
 * error, empty and success states and the route guards, in seconds and without a stack.
 */
const ROUTE_TESTS = 'web/src/**/*.route.test.tsx';
/**
 * Chaos tests (`npm run test:chaos`) kill, signal and restart services of their own stack (scripts/chaos/):
 * never part of `npm test`, one file at a time.
 */
const CHAOS_TESTS = 'scripts/chaos/**/*.chaos.test.ts';
/**
 * "Two of everything" (`npm run test:replicas`): two processes of every subgraph and two gateways on one PostgreSQL
 * behind a round-robin (scripts/replicas/), in microservices mode. The REST and GraphQL contract suites run through it
 * unchanged, beside the cross-replica tests named `*.replicas.test.ts`; never part of `npm test`. The integration
 * project runs the same contract suites against monolithic mode, so both modes pass them.
 */
const REPLICA_TESTS = 'scripts/replicas/**/*.replicas.test.ts';
const REST_CONTRACT_TESTS = 'gateway/src/rest/**/*.test.ts';
/** The GraphQL API's contract through the gateway: tokens, limits, errors, HTTP surface. */
const GRAPHQL_CONTRACT_TESTS = ['gateway/src/security.test.ts', 'gateway/src/security-limits.test.ts'];

export default defineConfig({
  test: {
    exclude: ['**/node_modules/**', '**/dist/**'],
    setupFiles: ['testing/src/setup/interactive-terminal.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'unit', include: [UNIT_TESTS], exclude: ['**/node_modules/**', '**/dist/**', CHAOS_TESTS] } },
      {
        extends: true,
        // As in the web build: each graphql(`…`) call becomes its own document, not a look-up in a map of them all.
        plugins: [graphqlDocuments(fileURLToPath(new URL('web/src/gql', import.meta.url)))],
        test: {
          name: 'routes',
          include: [ROUTE_TESTS],
          environment: 'happy-dom',
          setupFiles: ['web/src/testing/route-test-setup.ts'],
          // The files of a worker share the app's modules (loading the whole app again for each file cost more than its
          // tests): renderRoute empties the client's cache and checks the session afresh, the setup file clears the page.
          isolate: false,
          // Above the 15 s a page assertion may wait (route-test-setup.ts), so a stuck page fails with what it shows.
          testTimeout: 30_000,
          unstubGlobals: true,
          restoreMocks: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: [`${FOLDERS}/**/*.test.{ts,tsx}`],
          exclude: ['**/node_modules/**', '**/dist/**', UNIT_TESTS, ROUTE_TESTS, CHAOS_TESTS, REPLICA_TESTS],
          globalSetup: ['testing/src/setup/global-setup.ts'],
          // Files share a worker's modules instead of importing everything again in a fresh process each: importing
          // (playwright, the kit, the generated clients) cost more than the tests themselves. Test files keep no
          // module state of their own that another could see; environment stubs are undone after each test.
          isolate: false,
          unstubEnvs: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'replicas',
          include: [REST_CONTRACT_TESTS, ...GRAPHQL_CONTRACT_TESTS, REPLICA_TESTS],
          exclude: ['**/node_modules/**', '**/dist/**', UNIT_TESTS],
          globalSetup: ['scripts/replicas/global-setup.ts'],
          // As in the integration project: a worker's files share its modules instead of importing them again.
          isolate: false,
          unstubEnvs: true,
          // The scheduled-jobs test mostly waits for the clock: a third worker keeps two files running meanwhile.
          maxWorkers: 3,
          // After the other projects when a run names several (a project's own maxWorkers needs its own group).
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'chaos',
          include: [CHAOS_TESTS],
          globalSetup: ['scripts/chaos/global-setup.ts'],
          fileParallelism: false,
        },
      },
    ],
  },
});
