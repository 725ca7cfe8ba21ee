import { Kind, parse, type FragmentDefinitionNode, type GraphQLResolveInfo, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { wantsSummaryOnly } from './user-summary.js';

/** The resolve info of a document's first root field, as far as wantsSummaryOnly reads it. */
function infoOf(document: string): GraphQLResolveInfo {
  const parsed = parse(document);
  const operation = parsed.definitions.find((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION)!;
  const fragments = Object.fromEntries(
    parsed.definitions.filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION).map((fragment) => [fragment.name.value, fragment]),
  );
  const field = operation.selectionSet.selections[0]!;
  return { fieldNodes: [field], fragments } as unknown as GraphQLResolveInfo;
}

const entities = (selection: string, extra = '') => infoOf(`query($r: [_Any!]!) { _entities(representations: $r) { ${selection} } } ${extra}`);

describe('wantsSummaryOnly', () => {
  it('allows the summary columns of User however they are asked for', () => {
    expect(wantsSummaryOnly(entities('__typename ... on User { id firstName lastName businessName profilePicture }'))).toBe(true);
    expect(wantsSummaryOnly(entities('...S', 'fragment S on User { id name: firstName businessCategory }'))).toBe(true);
    expect(wantsSummaryOnly(entities('... on User { ... { lastName } }'))).toBe(true);
  });

  it('reads whole members for anything else', () => {
    expect(wantsSummaryOnly(entities('... on User { id firstName followersCount }'))).toBe(false);
    expect(wantsSummaryOnly(entities('... on User { id email }'))).toBe(false);
    expect(wantsSummaryOnly(entities('... on Organization { id }'))).toBe(false);
    expect(wantsSummaryOnly(entities('...S', 'fragment S on User { id bio }'))).toBe(false);
    expect(wantsSummaryOnly(entities('...Missing'))).toBe(false);
    expect(wantsSummaryOnly(infoOf('{ me { id firstName } }'))).toBe(false);
    expect(wantsSummaryOnly(undefined)).toBe(false);
  });
});
