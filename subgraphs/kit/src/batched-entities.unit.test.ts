import { ApolloServer, HeaderMap } from '@apollo/server';
import { ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import type * as Subgraph from '@apollo/subgraph';
import { createRequire } from 'node:module';
import type * as Graphql from 'graphql';
import { describe, expect, it } from 'vitest';
import { batchEntities } from './batched-entities.js';
import { compiledExecution } from './compiled-execution.js';

// As the subgraphs build theirs: @apollo/subgraph on graphql's CommonJS build.
const require = createRequire(import.meta.url);
const { parse } = require('graphql') as typeof Graphql;
const { buildSubgraphSchema } = require('@apollo/subgraph') as typeof Subgraph;

const typeDefs = parse(`
  extend schema @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@key"])
  type Query { ping: String }
  type Person @key(fields: "id") { id: ID! name: String! }
  type Place @key(fields: "id") { id: ID! label: String! }
`);

interface Calls {
  batches: string[][];
  singles: string[];
}

/** A subgraph whose people resolve in batches (`fail` makes the batch throw) and places one by one. */
const schemaWith = (options: { fail?: boolean } = {}) => {
  const schema = buildSubgraphSchema({
    typeDefs,
    resolvers: {
      Person: { __resolveReference: () => Promise.reject(new Error('the batch should have answered')) },
      Place: {
        __resolveReference: (reference: { id: string }, context: Calls) => {
          context.singles.push(reference.id);
          return Promise.resolve({ id: reference.id, label: `place ${reference.id}` });
        },
      },
    } as never,
  });
  batchEntities(
    schema,
    new Map([
      [
        'Person',
        async (references: Array<Record<string, unknown>>, context: unknown) => {
          const ids = references.map((reference) => String(reference['id']));
          (context as Calls).batches.push(ids);
          if (options.fail) throw new Error('No people today');
          return ids.map((id) => (id === 'nobody' ? null : { id, name: `person ${id}` }));
        },
      ],
    ]),
  );
  return schema;
};

const ENTITIES = 'query($representations: [_Any!]!) { _entities(representations: $representations) { __typename ... on Person { id name } ... on Place { id label } } }';

/** One `_entities` call through Apollo Server with the compiled executor, as the kit's server runs it. */
const entities = async (representations: unknown[], options: { fail?: boolean } = {}) => {
  const server = new ApolloServer<Calls>({ gateway: compiledExecution(schemaWith(options)), plugins: [ApolloServerPluginInlineTraceDisabled()] });
  await server.start();
  const context: Calls = { batches: [], singles: [] };
  const response = await server.executeHTTPGraphQLRequest({
    httpGraphQLRequest: { method: 'POST', headers: new HeaderMap([['content-type', 'application/json']]), search: '', body: { query: ENTITIES, variables: { representations } } },
    context: async () => context,
  });
  await server.stop();
  if (response.body.kind !== 'complete') throw new Error('expected a complete body');
  return { body: JSON.parse(response.body.string) as { data?: { _entities: unknown[] } | null; errors?: Array<{ message: string; path?: unknown[] }> }, context };
};

describe('batched entities', () => {
  it('answers every representation of a type with a batch resolver in one call, in order, null where it resolves to null', async () => {
    const { body, context } = await entities([
      { __typename: 'Person', id: 'b' },
      { __typename: 'Person', id: 'nobody' },
      { __typename: 'Person', id: 'a' },
    ]);
    expect(body.errors).toBeUndefined();
    expect(body.data?._entities).toEqual([{ __typename: 'Person', id: 'b', name: 'person b' }, null, { __typename: 'Person', id: 'a', name: 'person a' }]);
    expect(context.batches).toEqual([['b', 'nobody', 'a']]);
  });

  it('leaves a call naming a type without one to the resolver per representation', async () => {
    const { body, context } = await entities([
      { __typename: 'Place', id: 'p1' },
      { __typename: 'Place', id: 'p2' },
    ]);
    expect(body.data?._entities).toEqual([
      { __typename: 'Place', id: 'p1', label: 'place p1' },
      { __typename: 'Place', id: 'p2', label: 'place p2' },
    ]);
    expect(context).toEqual({ batches: [], singles: ['p1', 'p2'] });
  });

  it('fails each representation of a failed batch with its error, as each would have failed alone', async () => {
    const { body } = await entities([{ __typename: 'Person', id: 'a' }, { __typename: 'Person', id: 'b' }], { fail: true });
    expect(body.data?._entities).toEqual([null, null]);
    expect(body.errors?.map((error) => [error.message, error.path])).toEqual([
      ['No people today', ['_entities', 0]],
      ['No people today', ['_entities', 1]],
    ]);
  });
});
