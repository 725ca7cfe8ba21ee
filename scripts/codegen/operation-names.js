/**
 * A graphql-codegen plugin (codegen.ts): the names of the operations in its documents, as a sorted set. The kit's
 * metrics label operations with these names and every other name `other` (subgraphs/kit/src/metrics/operations.ts).
 */

/** @param {unknown} _schema @param {ReadonlyArray<{ document?: { definitions: ReadonlyArray<{ kind: string; name?: { value: string } }> } }>} documents */
export const plugin = (_schema, documents) => {
  const names = new Set();
  for (const { document } of documents) {
    for (const definition of document?.definitions ?? []) {
      if (definition.kind === 'OperationDefinition' && definition.name) names.add(definition.name.value);
    }
  }
  const lines = [...names].sort().map((name) => `  '${name}',`);
  return [
    '// Written by `npm run codegen` (codegen.ts, scripts/codegen/operation-names.js): the operations the web app, the CLI',
    '// and the gateway REST layer send. Do not edit.',
    'export const clientOperationNames: ReadonlySet<string> = new Set([',
    ...lines,
    ']);',
    '',
  ].join('\n');
};
