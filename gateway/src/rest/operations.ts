import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  Kind,
  parse,
  print,
  specifiedRules,
  validate,
  visit,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';

/** One static named operation, ready to execute (the operation plus every fragment it uses). */
export interface StoredOperation {
  readonly name: string;
  readonly document: DocumentNode;
  readonly source: string;
}

export type OperationStore = ReadonlyMap<string, StoredOperation>;

/** Every `*.graphql` under `dir`, at any depth, as paths relative to it (sorted, so the load order is stable). */
const graphqlFilesIn = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.graphql'))
    .sort();

/**
 * The operations sit next to their routes (rest/<subgraph>/<area>.graphql). The compiled file
 * (dist/rest/operations.js) has none next to it, since tsc copies no .graphql, so it reads them from
 * ../../src/rest (the image ships src/ too).
 */
export const defaultOperationsDir = (): string => {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [here, join(here, '..', '..', 'src', 'rest')];
  return candidates.find((dir) => existsSync(dir) && graphqlFilesIn(dir).length > 0) ?? candidates[1]!;
};

const fragmentNamesUsedBy = (node: OperationDefinitionNode | FragmentDefinitionNode): string[] => {
  const names: string[] = [];
  visit(node, {
    FragmentSpread(spread) {
      names.push(spread.name.value);
    },
  });
  return names;
};

/** Reads every operation and fragment under `dir` (any depth); names must be unique across files. */
export const loadOperations = (dir: string = defaultOperationsDir()): OperationStore => {
  const operations = new Map<string, OperationDefinitionNode>();
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const file of graphqlFilesIn(dir)) {
    const document = parse(readFileSync(join(dir, file), 'utf8'));
    for (const definition of document.definitions) {
      if (definition.kind === Kind.OPERATION_DEFINITION) {
        const name = definition.name?.value;
        if (!name) throw new Error(`${file}: every REST operation must be named`);
        if (operations.has(name)) throw new Error(`${file}: operation ${name} is defined twice`);
        operations.set(name, definition);
      } else if (definition.kind === Kind.FRAGMENT_DEFINITION) {
        const name = definition.name.value;
        if (fragments.has(name)) throw new Error(`${file}: fragment ${name} is defined twice`);
        fragments.set(name, definition);
      } else {
        throw new Error(`${file}: only operations and fragments belong in REST operation files`);
      }
    }
  }
  const store = new Map<string, StoredOperation>();
  for (const [name, operation] of operations) {
    const needed = new Map<string, FragmentDefinitionNode>();
    const queue = fragmentNamesUsedBy(operation);
    while (queue.length > 0) {
      const fragmentName = queue.shift()!;
      if (needed.has(fragmentName)) continue;
      const fragment = fragments.get(fragmentName);
      if (!fragment) throw new Error(`Operation ${name} uses unknown fragment ${fragmentName}`);
      needed.set(fragmentName, fragment);
      queue.push(...fragmentNamesUsedBy(fragment));
    }
    const document: DocumentNode = { kind: Kind.DOCUMENT, definitions: [operation, ...needed.values()] };
    store.set(name, { name, document, source: print(document) });
  }
  return store;
};

/** Fails fast when a stored operation does not validate against the public API schema. */
export const assertOperationsValid = (store: OperationStore, schema: GraphQLSchema): void => {
  const problems: string[] = [];
  for (const operation of store.values()) {
    for (const error of validate(schema, operation.document, specifiedRules)) problems.push(`${operation.name}: ${error.message}`);
  }
  if (problems.length > 0) throw new Error(`REST operations do not match the API schema:\n  ${problems.join('\n  ')}`);
};
