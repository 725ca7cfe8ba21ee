/**
 * Every type, field, argument, input field and enum value of the published GraphQL contract carries a description
 * (issue 13: "a test fails on an undocumented one"): schema/api.graphql, which integrators and codegen read, and
 * each subgraph's printed SDL in schema/subgraphs/, where the descriptions are written (type-graphql `description`
 * options, `valuesConfig` of `registerEnumType`). A failure names every undocumented element.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../lib/paths.js';
import { undocumentedElements } from '../lib/undocumented-schema.js';

const read = (path: string) => readFileSync(join(repoRoot, path), 'utf8');
const subgraphFiles = readdirSync(join(repoRoot, 'schema/subgraphs')).filter((file) => file.endsWith('.graphql')).sort();

describe('schema descriptions', () => {
  it('names every undocumented element of an SDL', () => {
    const sdl = `
      """A thing"""
      type Thing @key(fields: "id") { id: ID! """Its name""" name(style: Style): String }
      input ThingInput { """Said""" said: String unsaid: String }
      """A style""" enum Style { """Plain""" plain fancy }
      extend type Query { things(limit: Int): [Thing!]! }
    `;
    expect(undocumentedElements(sdl)).toEqual([
      'Thing.id',
      'Thing.name(style)',
      'ThingInput',
      'ThingInput.unsaid',
      'Style.fancy',
      'Query.things',
      'Query.things(limit)',
    ]);
  });

  it('schema/api.graphql documents every type, field, argument, input field and enum value', () => {
    expect(undocumentedElements(read('schema/api.graphql'))).toEqual([]);
  });

  it.each(subgraphFiles)('schema/subgraphs/%s documents every element', (file) => {
    expect(undocumentedElements(read(`schema/subgraphs/${file}`))).toEqual([]);
  });
});
