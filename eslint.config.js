// @ts-check
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Folders directly under `dir` (empty when it does not exist). */
const foldersIn = (dir) =>
  existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name) : [];

const subgraphNames = foldersIn('subgraphs').filter((name) => name !== 'kit');
const webFeatures = foldersIn('web/src/features');

/**
 * Import direction (docs/architecture.md, "Layout and import rules"): subgraphs relate only through federation entities; the kit knows no
 * subgraph; the contracts (`@momstride/contracts`, browser-safe) import no other workspace and every workspace may import them; the gateway, web and CLI import no server code (the gateway only the kit's node:http helpers,
 * `@momstride/kit/http`, its env parsers, `@momstride/kit/env`, its metrics, `@momstride/kit/metrics`, and its tracing, `@momstride/kit/telemetry`); only the monolith (server/) imports the gateway and the subgraphs, and nothing imports it;
 * web features do not import each other,
 * only app/ composes them; shared web code (components, lib, config) imports no feature and not app/.
 */
const zones = [
  ...subgraphNames.map((name) => ({
    target: `./subgraphs/${name}`,
    from: './subgraphs',
    except: [`./${name}`, './kit'],
    message: 'A subgraph never imports another subgraph: relate through federation entities.',
  })),
  { target: './subgraphs/kit', from: './subgraphs', except: ['./kit'], message: 'The kit knows no subgraph.' },
  {
    target: './contracts',
    from: ['./subgraphs', './gateway', './web', './cli', './server', './scripts'],
    message: 'The contracts (stream events, shared rules) stand alone and run in the browser: they import no other workspace.',
  },
  {
    target: './gateway',
    from: './subgraphs',
    // The kit's node:http helpers, env parsers, metrics and tracing (`@momstride/kit/http`, `/env`, `/metrics`, `/telemetry`), nothing else of it.
    except: ['./kit/dist/http', './kit/src/http', './kit/dist/env-helpers.js', './kit/src/env-helpers.ts', './kit/dist/metrics', './kit/src/metrics', './kit/dist/telemetry', './kit/src/telemetry'],
    message: 'The gateway meets subgraphs only through the supergraph.',
  },
  { target: './gateway', from: ['./web', './cli'], message: 'The gateway meets subgraphs only through the supergraph.' },
  { target: './web', from: ['./subgraphs', './gateway', './cli'], message: 'The web app talks to the API only.' },
  {
    target: './cli',
    from: './subgraphs',
    // The kit's runner of esbuild bundles with V8's code cache (`@momstride/kit/bundle-script`), nothing else of it.
    except: ['./kit/dist/bundle-script.cjs', './kit/src/bundle-script.cts'],
    message: 'The CLI talks to the API only.',
  },
  { target: './cli', from: ['./gateway', './web', './server'], message: 'The CLI talks to the API only.' },
  {
    target: ['./subgraphs', './gateway', './web'],
    from: './server',
    message: 'Nothing imports the monolith (server/): it only composes the gateway and the subgraphs into one process.',
  },
  ...webFeatures.map((name) => ({
    target: `./web/src/features/${name}`,
    from: './web/src/features',
    except: [`./${name}`],
    message: 'Web features do not import each other: compose them in app/.',
  })),
  { target: './web/src/features', from: './web/src/app', message: 'Features do not import app/.' },
  {
    target: ['./web/src/components', './web/src/kit', './web/src/lib', './web/src/config'],
    from: ['./web/src/features', './web/src/app'],
    message: 'Shared web code imports no feature and not app/.',
  },
];

/** Tests and the code only tests run: the test library, each layer's `testing/` helpers and the chaos and replica suites. */
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/testing/**', 'cli/src/test-support/**', 'scripts/chaos/**', 'scripts/replicas/**'];

export default tseslint.config(
  { ignores: ['**/dist/**', 'cli/bundle/**', 'server/bundle/**', '**/node_modules/**', '**/gql/**', '.data/**', 'schema/**', '**/coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    // TypeScript sources: `./x.js` names `./x.ts`, and the web names its modules without an extension. Without this an
    // import the default resolver cannot find is left out of the zones below, silently.
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          conditionNames: ['momstride-source', 'import', 'require', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-empty': ['error', { allowEmptyCatch: false }],
    },
  },
  {
    // The gateway depends on the kit package for its node:http helpers and env parsers only, never for subgraph machinery;
    // it may use the browser-safe contracts (@momstride/contracts: stream events, rules).
    files: ['gateway/**/*.ts'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^@momstride/(?!kit/(http|env|metrics|telemetry)$|contracts/)', message: 'The gateway imports only @momstride/kit/http, @momstride/kit/env, @momstride/kit/metrics and @momstride/kit/telemetry from the kit, and @momstride/contracts.' }] },
      ],
    },
  },
  {
    // The stream-event catalogue is zod schemas: the web takes its types only, so zod stays out of the browser's bundle.
    files: ['web/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@momstride/contracts/stream-events', allowTypeImports: true, message: 'Import the stream-event types only (import type): the catalogue brings zod.' },
            { name: '@momstride/contracts/system-report', allowTypeImports: true, message: 'Import the System report types only (import type): its schemas bring zod.' },
          ],
        },
      ],
    },
  },
  {
    // Its tests use the test library besides.
    files: TEST_FILES.filter((glob) => glob.startsWith('gateway/') || glob.startsWith('**/')).map((glob) => (glob.startsWith('**/') ? `gateway/${glob}` : glob)),
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^@momstride/(?!kit/(http|metrics)$|testing(/|$)|contracts/)', message: 'The gateway imports only @momstride/kit/http and @momstride/kit/metrics from the kit.' }] },
      ],
    },
  },
  {
    // Tests wait for evidence, never for time: `eventually` from @momstride/testing (or vitest's expect.poll). A sleep
    // (a promise resolved by setTimeout, or node:timers/promises) is refused in tests and their helpers.
    files: ['**/*.test.{ts,tsx}', 'testing/**/*.ts', '**/src/testing/**/*.ts', 'cli/src/test-support/**/*.ts', 'web/e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "NewExpression[callee.name='Promise'] > ArrowFunctionExpression > CallExpression[callee.name='setTimeout']",
          "NewExpression[callee.name='Promise'] > ArrowFunctionExpression > BlockStatement > ExpressionStatement > CallExpression[callee.name='setTimeout']",
          "NewExpression[callee.name='Promise'] > FunctionExpression > BlockStatement > ExpressionStatement > CallExpression[callee.name='setTimeout']",
          'ImportDeclaration[source.value=/^(node:)?timers\\/promises$/]',
        ].map((selector) => ({ selector, message: 'No fixed waits in tests: wait for evidence with eventually() from @momstride/testing (docs/testing.md).' })),
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'cli/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
