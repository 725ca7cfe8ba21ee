/**
 * Test-only: checks a real reply against the OpenAPI document (ajv, JSON Schema 2020-12 with formats): its status
 * must be documented for the operation (or fall under `default`), and its JSON body must fit that response's schema.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { HttpResult } from '@momstride/testing';

type Json = Record<string, unknown>;

const DOCUMENT_ID = 'https://momstride.example/openapi.json';

// ajv-formats is CommonJS: its default export arrives as the module object under NodeNext.
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

/** `/api/users/{id}` → `~1api~1users~1{id}` (a JSON pointer segment). */
const pointerSegment = (segment: string): string => segment.replaceAll('~', '~0').replaceAll('/', '~1');

export interface OpenApiValidator {
  /** Problems with `res` as a reply of `method path` (`path` as the document writes it); empty when it fits. */
  problems(method: string, path: string, res: HttpResult): string[];
}

export const openApiValidator = (document: Json): OpenApiValidator => {
  const ajv = new Ajv2020({ strict: false, validateSchema: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(document, DOCUMENT_ID);
  const components = (document['components'] as { responses: Record<string, Json> }).responses;
  const paths = document['paths'] as Record<string, Record<string, { responses: Record<string, Json> }>>;

  return {
    problems(method, path, res) {
      const operation = paths[path]?.[method.toLowerCase()];
      if (!operation) return [`${method} ${path} is not in the document`];
      const status = String(res.status);
      const key = status in operation.responses ? status : 'default';
      let response = operation.responses[key];
      if (!response) return [`${method} ${path}: status ${status} is not documented`];
      let pointer = `#/paths/${pointerSegment(path)}/${method.toLowerCase()}/responses/${key}`;
      const ref = response['$ref'];
      if (typeof ref === 'string') {
        const name = ref.replace('#/components/responses/', '');
        response = components[name]!;
        pointer = `#/components/responses/${name}`;
      }
      const content = response['content'] as Record<string, Json> | undefined;
      if (!content) return res.text === '' ? [] : [`${method} ${path} ${status}: a body where none is documented`];
      const type = String(res.headers['content-type'] ?? '').split(';')[0]!.trim();
      if (!(type in content)) return [`${method} ${path} ${status}: content type ${type} is not documented (${Object.keys(content).join(', ')})`];
      if (type !== 'application/json') return [];
      const validate = ajv.getSchema(`${DOCUMENT_ID}${pointer}/content/application~1json/schema`);
      if (!validate) return [`${method} ${path} ${status}: no schema at ${pointer}`];
      if (validate(res.body)) return [];
      return (validate.errors ?? []).map((error) => `${method} ${path} ${status}: ${error.instancePath || '(body)'} ${error.message ?? ''} ${JSON.stringify(error.params)}`);
    },
  };
};
