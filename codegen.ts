import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents for the clients, generated from the composed public API schema.
 * The output is committed; the test run regenerates it and fails on drift.
 */
const config: CodegenConfig = {
  schema: 'schema/api.graphql',
  ignoreNoDocuments: false,
  // The CLI compiles with NodeNext, which needs the `.js` extension on relative imports (Vite accepts it too).
  importExtension: '.js',
  generates: {
    'web/src/gql/': {
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**'],
      preset: 'client',
      presetConfig: { fragmentMasking: { unmaskFunctionName: 'getFragmentData' } },
      config: { enumsAsTypes: true, useTypeImports: true, scalars: { DateTimeISO: 'string' } },
    },
    'cli/src/gql/': {
      documents: ['cli/src/api/*.graphql'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      // Enums as runtime objects too: the CLI's choices (roles) come from them.
      config: { enumType: 'const', useTypeImports: true, scalars: { DateTimeISO: 'string' } },
    },
    // The gateway's REST operations (rest/<subgraph>/*.graphql): result and variables types, one typed document
    // per operation (defineRoute takes it, so a route's operation and its data type cannot disagree), and the
    // schema's enums as runtime objects (the REST input schemas take their choices from them).
    'gateway/src/rest/gql/graphql.ts': {
      documents: ['gateway/src/rest/**/*.graphql'],
      plugins: [{ add: { content: '/* eslint-disable */' } }, 'typescript-operations', 'typed-document-node'],
      config: { enumType: 'const', useTypeImports: true, scalars: { DateTimeISO: 'string' } },
    },
    // The names of every operation above, for the metrics' bounded `operation_name` label (any other name: `other`).
    'subgraphs/kit/src/metrics/client-operations.generated.ts': {
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**', 'cli/src/api/*.graphql', 'gateway/src/rest/**/*.graphql'],
      plugins: ['./scripts/codegen/operation-names.js'],
      // The three sets name some operations alike (the web app and the CLI both create events): each is checked above.
      config: { skipDocumentsValidation: true },
    },
  },
};

export default config;
