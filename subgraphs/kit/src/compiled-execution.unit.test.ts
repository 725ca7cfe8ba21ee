import { ApolloServer, HeaderMap } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { createRequire } from 'node:module';
import type * as Graphql from 'graphql';
import { describe, expect, it } from 'vitest';
import { compiledExecution } from './compiled-execution.js';
import { ErrorCode } from './errors.js';

// The schema is built with graphql's CommonJS build, as the subgraphs' schemas are (type-graphql, @apollo/subgraph).
const { GraphQLError, GraphQLInt, GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLScalarType, GraphQLSchema, GraphQLString, valueFromASTUntyped } = createRequire(import.meta.url)(
  'graphql',
) as typeof Graphql;

interface Row {
  id: number;
  name: string;
}

const Item = new GraphQLObjectType<Row, { calls: string[] }>({
  name: 'Item',
  fields: {
    id: { type: new GraphQLNonNull(GraphQLInt) },
    name: { type: GraphQLString },
    slow: { type: GraphQLString, resolve: async (row) => `slow ${row.id}` },
    databaseGone: {
      type: GraphQLString,
      resolve: async () => {
        throw Object.assign(new Error('select 1 - terminating connection due to administrator command'), { code: '57P01' });
      },
    },
    refused: {
      type: GraphQLString,
      resolve: () => {
        throw new GraphQLError('No such thing', { extensions: { code: ErrorCode.BAD_USER_INPUT } });
      },
    },
  },
});

/** Any value, as federation's `_Any` (its literal may hold variables: `{ __typename: "User", id: $id }`). */
const Any = new GraphQLScalarType({ name: 'Any', parseValue: (value) => value, parseLiteral: (ast, variables) => valueFromASTUntyped(ast, variables) });

const schema = new GraphQLSchema({
  mutation: new GraphQLObjectType<unknown, { calls: string[] }>({
    name: 'Mutation',
    fields: {
      attempt: {
        type: new GraphQLNonNull(GraphQLString),
        args: { n: { type: new GraphQLNonNull(GraphQLInt) } },
        resolve: (_root, { n }: { n: number }, context) => {
          context.calls.push(`attempt(${n})`);
          throw new GraphQLError('Incorrect email or password');
        },
      },
    },
  }),
  query: new GraphQLObjectType<unknown, { calls: string[] }>({
    name: 'Query',
    fields: {
      echo: { type: GraphQLString, args: { value: { type: Any } }, resolve: (_root, { value }: { value: { id?: string } }) => value.id ?? null },
      items: {
        type: new GraphQLList(Item),
        args: { limit: { type: new GraphQLNonNull(GraphQLInt) } },
        resolve: (_root, { limit }: { limit: number }, context) => {
          context.calls.push(`items(${limit})`);
          return Array.from({ length: limit }, (_, index) => ({ id: index + 1, name: `item ${index + 1}` }));
        },
      },
    },
  }),
});

/** One POST through Apollo Server with the compiled executor, as the kit's server runs it; `errors` as thrown. */
const run = async (query: string, variables: Record<string, unknown>) => {
  const thrown: unknown[] = [];
  const server = new ApolloServer<{ calls: string[] }>({
    gateway: compiledExecution(schema),
    formatError: (formatted, error) => {
      thrown.push(unwrapResolverError(error));
      return formatted;
    },
  });
  await server.start();
  const context = { calls: [] as string[] };
  const headers = new HeaderMap([['content-type', 'application/json']]);
  const response = await server.executeHTTPGraphQLRequest({
    httpGraphQLRequest: { method: 'POST', headers, search: '', body: { query, variables } },
    context: async () => context,
  });
  await server.stop();
  if (response.body.kind !== 'complete') throw new Error('expected a complete body');
  return { status: response.status ?? 200, body: JSON.parse(response.body.string) as Record<string, unknown>, thrown, calls: context.calls };
};

describe('compiled execution', () => {
  it('answers what graphql-js answers: lists, async fields, a resolver error with its code and the thrown error kept', async () => {
    const { body, thrown, calls } = await run('query Items($limit: Int!) { items(limit: $limit) { id name slow refused } }', { limit: 2 });
    expect(body['data']).toEqual({
      items: [
        { id: 1, name: 'item 1', slow: 'slow 1', refused: null },
        { id: 2, name: 'item 2', slow: 'slow 2', refused: null },
      ],
    });
    expect(body['errors']).toEqual([
      expect.objectContaining({ message: 'No such thing', path: ['items', 0, 'refused'], extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }) }),
      expect.objectContaining({ message: 'No such thing', path: ['items', 1, 'refused'] }),
    ]);
    // The error formatter sees the error the resolver threw, as it does without compilation.
    expect(thrown[0]).toBeInstanceOf(GraphQLError);
    expect((thrown[0] as InstanceType<typeof GraphQLError>).extensions['code']).toBe('BAD_USER_INPUT');
    expect(calls).toEqual(['items(2)']);
  });

  it('answers variables that do not coerce as graphql-js does (400, BAD_USER_INPUT) and runs nothing', async () => {
    const { status, body, calls } = await run('query Items($limit: Int!) { items(limit: $limit) { id } }', { limit: 'many' });
    expect(status).toBe(400);
    expect(body['data']).toBeUndefined();
    expect(body['errors']).toEqual([expect.objectContaining({ message: expect.stringContaining('$limit'), extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }) })]);
    expect(calls).toEqual([]);
  });

  it('runs mutations as graphql-js does: a root field that fails ends the operation, the later ones never run', async () => {
    const { body, calls } = await run('mutation { a0: attempt(n: 0) a1: attempt(n: 1) a2: attempt(n: 2) }', {});
    expect(body['data']).toBeNull();
    expect(body['errors']).toEqual([expect.objectContaining({ message: 'Incorrect email or password', path: ['a0'] })]);
    expect(calls).toEqual(['attempt(0)']);
  });

  it('hands a variable inside a literal to the scalar, as graphql-js does', async () => {
    const { body } = await run('query Echo($id: String!) { echo(value: { __typename: "User", id: $id }) }', { id: 'u-1' });
    expect(body['data']).toEqual({ echo: 'u-1' });
  });

  it('hands the error formatter what a resolver threw, a driver error too (its code is what marks a database outage)', async () => {
    const { body, thrown } = await run('query Items($limit: Int!) { items(limit: $limit) { databaseGone } }', { limit: 1 });
    expect(body['errors']).toEqual([expect.objectContaining({ path: ['items', 0, 'databaseGone'], locations: [{ line: 1, column: 52 }] })]);
    expect(thrown).toHaveLength(1);
    expect(thrown[0]).toMatchObject({ code: '57P01' });
  });
});
