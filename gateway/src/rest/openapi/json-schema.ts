/**
 * zod → JSON Schema (draft 2020-12, OpenAPI 3.1's dialect) for the OpenAPI document. Schemas named with
 * `.meta({ id })` (a user, an event, …) become `components.schemas` entries referenced by `$ref`, so a shared shape is
 * written once; input schemas are described as clients send them (`io: 'input'`, defaults of query parameters
 * included), replies as the gateway sends them.
 */
import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

/** Named schemas met while converting, for `components.schemas`. */
export class SchemaComponents {
  readonly schemas: Record<string, JsonSchema> = {};

  /** One schema as JSON Schema; its named parts land in `schemas` and are referenced. */
  convert(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
    const converted = z.toJSONSchema(schema, {
      io,
      target: 'draft-2020-12',
      // Query parsers preprocess what express hands them; their `.meta()` says what a client sends.
      unrepresentable: 'any',
      // zod leaves out a transform's `default` when describing input ("defaults belong to the output"), but a query
      // parser's `.meta({ default })` says what the gateway assumes when a client leaves the parameter out: keep it.
      override: ({ zodSchema, jsonSchema }) => {
        if (io !== 'input' || jsonSchema.default !== undefined) return;
        const meta = z.globalRegistry.get(zodSchema);
        if (meta && meta.default !== undefined) jsonSchema.default = meta.default;
      },
    }) as JsonSchema;
    // Input and output shapes of one named schema may differ: keep them apart.
    const nameOf = (id: string) => (io === 'input' ? `${id}Input` : id);
    const toComponents = (value: JsonSchema): JsonSchema =>
      JSON.parse(JSON.stringify(value).replace(/"#\/\$defs\/([^"]+)"/g, (_ref, id: string) => `"#/components/schemas/${nameOf(id)}"`)) as JsonSchema;
    const { $schema: _dialect, $defs: defs, ...root } = converted;
    for (const [id, definition] of Object.entries((defs ?? {}) as Record<string, JsonSchema>)) {
      this.schemas[nameOf(id)] = toComponents(definition);
    }
    return toComponents(root);
  }
}
