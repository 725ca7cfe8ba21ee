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
      config: { enumsAsTypes: true, useTypeImports: true, scalars: { DateTimeISO: 'string' } },
    },
  },
};

export default config;
