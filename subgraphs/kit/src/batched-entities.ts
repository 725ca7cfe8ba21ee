import type { GraphQLFieldResolver, GraphQLResolveInfo, GraphQLSchema } from 'graphql';

/**
 * A type's batch reference resolver: every representation of the type in one `_entities` call at once, answered in
 * their order (null for one that does not resolve). Declared beside `__resolveReference` as `__resolveReferences`.
 */
export type ResolveReferences = (references: Array<Record<string, unknown>>, context: unknown, info: GraphQLResolveInfo) => Promise<unknown[]>;

type Representation = Record<string, unknown> & { __typename?: unknown };

/** As @apollo/subgraph names an entity for the `_Entity` union: a `__typename` it cannot change. */
function withTypename(value: unknown, typename: string): unknown {
  if (value === null || typeof value !== 'object') return value;
  if ('__typename' in value) return (value as { __typename: unknown }).__typename === typename ? value : { ...value, __typename: typename };
  Object.defineProperty(value, '__typename', { value: typename });
  return value;
}

/**
 * Makes `Query._entities` resolve the representations of a type with a batch resolver in one call per type, instead of
 * @apollo/subgraph's one `__resolveReference` call (and three promises) per representation: a list of a hundred rows
 * whose people the gateway asks for becomes one call and one list of plain values. A call naming any type without
 * one is left to @apollo/subgraph's resolver, unchanged. When a batch fails, every one of its representations fails
 * with that error, as each would have alone (an error per `_entities` index).
 */
export function batchEntities(schema: GraphQLSchema, batches: ReadonlyMap<string, ResolveReferences>): void {
  const field = schema.getQueryType()?.getFields()['_entities'];
  if (!field || batches.size === 0) return;
  const perRepresentation = field.resolve as GraphQLFieldResolver<unknown, unknown, { representations: Representation[] }>;
  field.resolve = (source, args: { representations: Representation[] }, context, info) => {
    const { representations } = args;
    const groups = new Map<string, number[]>();
    for (let index = 0; index < representations.length; index += 1) {
      const typename = representations[index]!.__typename;
      if (typeof typename !== 'string' || !batches.has(typename)) return perRepresentation(source, args, context, info);
      let group = groups.get(typename);
      if (!group) groups.set(typename, (group = []));
      group.push(index);
    }
    const results = new Array<unknown>(representations.length);
    const resolved = [...groups].map(async ([typename, indexes]) => {
      try {
        const values = await batches.get(typename)!(indexes.map((index) => representations[index]!), context, info);
        indexes.forEach((index, position) => (results[index] = withTypename(values[position] ?? null, typename)));
      } catch (error) {
        for (const index of indexes) results[index] = Promise.reject(error);
      }
    });
    return Promise.all(resolved).then(() => results);
  };
}
