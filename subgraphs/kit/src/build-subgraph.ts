import { buildSubgraphSchema, printSubgraphSchema } from '@apollo/subgraph';
import type { GraphQLResolverMap } from '@apollo/subgraph/dist/schema-helper/index.js';
import { printSchemaWithDirectives } from '@graphql-tools/utils';
import { lexicographicSortSchema, parse, type DocumentNode, type GraphQLSchema } from 'graphql';
import { buildSchema, createResolversMap, getMetadataStorage, type NonEmptyArray } from 'type-graphql';
import { batchEntities, type ResolveReferences } from './batched-entities.js';

export const FEDERATION_LINK = 'https://specs.apollo.dev/federation/v2.3';

/**
 * Resolvers type-graphql cannot express, e.g. `{ User: { __resolveReference } }`; a type may add `__resolveReferences`
 * (batched-entities.ts), which `_entities` then calls once for all of that type's representations.
 */
export type ReferenceResolvers = Record<string, Record<string, unknown>>;

export interface BuildSubgraphOptions {
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  resolvers: NonEmptyArray<Function>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  orphanedTypes?: Function[];
  referenceResolvers?: ReferenceResolvers;
  /** Federation directives imported by the `@link` header. */
  federationImports?: readonly string[];
}

export interface BuiltSubgraph {
  schema: GraphQLSchema;
  typeDefs: DocumentNode;
  /** The SDL committed in schema/subgraphs/<name>.graphql: federation header + sorted type-graphql schema. */
  sdl: string;
}

/** type-graphql classes → federation 2 subgraph schema (with resolvers). */
export async function buildSubgraph(options: BuildSubgraphOptions): Promise<BuiltSubgraph> {
  // Plain fields read the property as graphql-js's default resolver does, instead of through type-graphql's
  // middleware wrapper (no global middlewares or auth checker are used): a wrapper call on every field of every
  // object is measurable on list responses. An object type can still opt out with `simpleResolvers: false`.
  for (const objectType of getMetadataStorage().objectTypes) objectType.simpleResolvers ??= true;
  const typeGraphqlSchema = await buildSchema({
    resolvers: options.resolvers,
    ...(options.orphanedTypes ? { orphanedTypes: options.orphanedTypes } : {}),
    skipCheck: true,
    validate: false,
  });
  describeRootTypes(typeGraphqlSchema);
  const imports = (options.federationImports ?? ['@key', '@shareable']).map((name) => `"${name}"`).join(', ');
  // Root types keep their default names, so the explicit `schema { ... }` block adds nothing.
  const printed = printSchemaWithDirectives(lexicographicSortSchema(typeGraphqlSchema))
    .replace(/^schema \{\n(?: {2}(?:query|mutation|subscription): (?:Query|Mutation|Subscription)\n)+\}\n\n/m, '')
    .trimEnd();
  const sdl = `extend schema @link(url: "${FEDERATION_LINK}", import: [${imports}])\n\n${printed}\n`;
  const typeDefs = parse(sdl);
  const { resolvers: referenceResolvers, batches } = splitBatches(options.referenceResolvers ?? {});
  const resolvers = mergeResolvers(createResolversMap(typeGraphqlSchema) as ReferenceResolvers, referenceResolvers);
  const schema = buildSubgraphSchema({ typeDefs, resolvers: resolvers as GraphQLResolverMap<unknown> });
  batchEntities(schema, batches);
  return { schema, typeDefs, sdl };
}

/** What the root types are, for the published schema (type-graphql names them but cannot describe them). */
export const ROOT_TYPE_DESCRIPTIONS = {
  Query: 'Reads: every query of the MomStride API. Most need a signed-in member (Authorization: Bearer <access token>); the shop and calendar feeds do not',
  Mutation: 'Changes: every mutation of the MomStride API. Most need a signed-in member (Authorization: Bearer <access token>); some only admins; sign-up, sign-in and the shop do not',
} as const;

function describeRootTypes(schema: GraphQLSchema): void {
  for (const type of [schema.getQueryType(), schema.getMutationType()]) {
    if (type && !type.description) type.description = ROOT_TYPE_DESCRIPTIONS[type.name as keyof typeof ROOT_TYPE_DESCRIPTIONS];
  }
}

/** The batch reference resolvers (`__resolveReferences`) apart from the rest, which @apollo/subgraph takes. */
function splitBatches(referenceResolvers: ReferenceResolvers): { resolvers: ReferenceResolvers; batches: Map<string, ResolveReferences> } {
  const resolvers: ReferenceResolvers = {};
  const batches = new Map<string, ResolveReferences>();
  for (const [typeName, { __resolveReferences, ...fields }] of Object.entries(referenceResolvers)) {
    resolvers[typeName] = fields;
    if (typeof __resolveReferences === 'function') batches.set(typeName, __resolveReferences as ResolveReferences);
  }
  return { resolvers, batches };
}

function mergeResolvers(base: ReferenceResolvers, extra: ReferenceResolvers): ReferenceResolvers {
  const merged: ReferenceResolvers = { ...base };
  for (const [typeName, fields] of Object.entries(extra)) {
    merged[typeName] = { ...(merged[typeName] ?? {}), ...fields };
  }
  return merged;
}

/** Federation's own printing of a built subgraph schema (what `_service { sdl }` answers). */
export function printSubgraph(schema: GraphQLSchema): string {
  return `${printSubgraphSchema(schema).trimEnd()}\n`;
}

/** Builds a subgraph and returns its SDL exactly as committed (no database involved). */
export async function printSubgraphSdl(options: BuildSubgraphOptions): Promise<string> {
  return (await buildSubgraph(options)).sdl;
}
