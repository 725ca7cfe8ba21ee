import { describe, expect, it } from 'vitest';
import { boolQuery, intQuery, pageQuery } from '../params.js';
import { buildOpenApiDocument } from './document.js';
import { SchemaComponents } from './json-schema.js';

type Parameter = { name: string; in: string; required: boolean; schema: Record<string, unknown> };
type Paths = Record<string, Record<string, { parameters?: Parameter[] }>>;

describe('query parameters in the OpenAPI document', () => {
  it('keep the default the gateway assumes when a client leaves them out', () => {
    const converted = new SchemaComponents().convert(pageQuery(50).extend({ mine: boolQuery(false) }), 'input');
    expect(converted['properties']).toEqual({
      limit: { type: 'integer', minimum: 1, maximum: 2_147_483_647, default: 50 },
      offset: { type: 'integer', minimum: 0, maximum: 2_147_483_647, default: 0 },
      mine: { type: 'boolean', default: false },
    });
    // Replies (output) are unchanged: the parsed value.
    expect(new SchemaComponents().convert(intQuery(1, 10, 5), 'output')).toMatchObject({ type: 'integer', default: 5 });
  });

  it('every optional limit, offset and boolean query parameter of /api says its default', () => {
    const paths = (buildOpenApiDocument() as { paths: Paths }).paths;
    const query = Object.entries(paths).flatMap(([path, item]) =>
      Object.entries(item).flatMap(([method, operation]) =>
        (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => ({ where: `${method.toUpperCase()} ${path} ${p.name}`, ...p })),
      ),
    );
    const paged = query.filter((p) => p.name === 'limit' || p.name === 'offset' || p.schema['type'] === 'boolean');
    expect(paged.length).toBeGreaterThan(10);
    for (const parameter of paged) {
      expect(parameter.required, parameter.where).toBe(false);
      expect(parameter.schema['default'], parameter.where).toEqual(parameter.schema['type'] === 'boolean' ? expect.any(Boolean) : expect.any(Number));
    }
    const stories = paths['/api/community/success-stories']?.['get']?.parameters ?? [];
    expect(stories.find((p) => p.name === 'offset')?.schema['default']).toBe(0);
  });
});
