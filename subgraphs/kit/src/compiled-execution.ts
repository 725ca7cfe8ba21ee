import type { ApolloServerOptionsWithGateway, BaseContext } from '@apollo/server';
import { createRequire } from 'node:module';
import type * as Graphql from 'graphql';
import type { DocumentNode, ExecutionResult, GraphQLError as GraphQLErrorType, GraphQLSchema, OperationDefinitionNode } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

// graphql's CommonJS build, the one graphql-jit, Apollo Server and the schema builders load (Node resolves `graphql`
// to it anyway; a test runner that prefers the package's ESM build would otherwise hand this file a second graphql).
const { BREAK, GraphQLError, execute, getOperationAST, visit } = createRequire(import.meta.url)('graphql') as typeof Graphql;

type Gateway = ApolloServerOptionsWithGateway<BaseContext>['gateway'];
type Executor = NonNullable<Awaited<ReturnType<Gateway['load']>>['executor']>;

/** How one document (and operation) runs: its compiled form, or graphql-js where it could not be compiled. */
type Plan = CompiledQuery | 'graphql-js';

/**
 * Runs a subgraph's operations compiled to JavaScript (graphql-jit) instead of interpreted by graphql-js: the same
 * schema and resolvers, the same results, a fraction of the CPU on wide lists (graphql-js's per-field bookkeeping —
 * resolve info, argument coercion, a promise per object with an async field — is what a list of fifty rows pays
 * for). Plugged into Apollo Server through its `gateway` option, the one place it accepts another executor: parsing,
 * validation (the introspection rule included), plugins and error formatting stay Apollo's.
 *
 * Each document is compiled once per operation name, kept beside the parsed document Apollo caches (a WeakMap: a
 * document Apollo forgets is forgotten here too). A document graphql-jit cannot compile, and a request whose
 * variables do not coerce (no data at all), runs through graphql-js, so such errors read as they always did. So do
 * two kinds of operation where graphql-jit answers otherwise than graphql-js: mutations (graphql-js stops at the first
 * field whose error reaches the root, so six aliased wrong logins are one attempt, not six; graphql-jit runs them all)
 * and variables inside a literal (`representations: [{ __typename: "User", id: $id }]`: graphql-jit hands the
 * scalar's parser no variables). Neither is a list read. Its
 * errors are graphql-js GraphQLErrors (graphql-jit's error class extends it) with the resolver's error as
 * `originalError`, as the error formatter expects.
 */
/** A query without a variable inside an object or list literal (see compiledExecution). */
function compilable(operation: OperationDefinitionNode | null | undefined): boolean {
  if (!operation || operation.operation !== 'query') return false;
  let nested = false;
  let depth = 0;
  visit(operation, {
    ObjectValue: { enter: () => void (depth += 1), leave: () => void (depth -= 1) },
    ListValue: { enter: () => void (depth += 1), leave: () => void (depth -= 1) },
    Variable: () => {
      if (depth === 0) return undefined;
      nested = true;
      return BREAK;
    },
  });
  return !nested;
}

/**
 * graphql-jit reports an error a resolver threw that is not a GraphQLError (a driver's, a bug's) as a GraphQLError
 * without `extensions`, which Apollo Server's error normalisation reads: the whole reply became an unformatted 500 and
 * the error formatter never saw the thrown error (a database outage read as a bug). Made again as graphql-js makes it.
 */
function normalised(error: GraphQLErrorType): GraphQLErrorType {
  if (error.extensions) return error;
  const remade = new GraphQLError(error.message, { path: error.path, ...(error.originalError ? { originalError: error.originalError } : {}) });
  return Object.assign(remade, { locations: error.locations });
}

export function compiledExecution(schema: GraphQLSchema): Gateway {
  const plans = new WeakMap<DocumentNode, Map<string, Plan>>();
  const planOf = (document: DocumentNode, operationName: string | undefined): Plan => {
    let byName = plans.get(document);
    if (!byName) plans.set(document, (byName = new Map()));
    const key = operationName ?? '';
    let plan = byName.get(key);
    if (!plan && !compilable(getOperationAST(document, operationName))) byName.set(key, (plan = 'graphql-js'));
    if (!plan) {
      let compiled: CompiledQuery | ExecutionResult | undefined;
      try {
        compiled = compileQuery(schema, document, operationName, { disablingCapturingStackErrors: true });
      } catch {
        compiled = undefined;
      }
      plan = compiled && isCompiledQuery(compiled) ? compiled : 'graphql-js';
      byName.set(key, plan);
    }
    return plan;
  };

  const executor: Executor = async (requestContext) => {
    const { document, operationName, request, context } = requestContext;
    const interpreted = () =>
      execute({ schema, document, contextValue: context, variableValues: request.variables, operationName }) as Promise<ExecutionResult> | ExecutionResult;
    const plan = planOf(document, operationName ?? undefined);
    if (plan === 'graphql-js') return interpreted();
    const result = await plan.query(undefined, context, request.variables);
    if (!('data' in result) || result.data === undefined) return interpreted();
    return result.errors ? { ...result, errors: result.errors.map(normalised) } : result;
  };

  return {
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: '' });
      return () => {};
    },
    load: async () => ({ executor }),
    stop: async () => {},
  };
}
