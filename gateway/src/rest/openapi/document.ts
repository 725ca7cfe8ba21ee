/**
 * THE OpenAPI 3.1 document of /api, built from the routes' own definitions: each defineRoute's method, path, sign-in
 * requirement, zod schemas of its path, query and body, its `returns` schema and success status; the paths served
 * outside defineRoute come from extra-paths.ts. Served at GET /api/openapi.json and committed as schema/openapi.json
 * (scripts/compose-openapi.ts; the contracts check fails when it drifts).
 */
import type { z } from 'zod';
import type { AnyRestRoute } from '../framework.js';
import { restRoutes } from '../routes.js';
import { errorResponses, errorResponsesOf, errorSchemas, rateLimitHeaders, rateLimitHeadersOf } from './error-responses.js';
import { extraOperations, extraRequestBodies } from './extra-paths.js';
import { SchemaComponents, type JsonSchema } from './json-schema.js';

/** The first segment of a path → its tag (the area of the API). */
const TAGS: Readonly<Record<string, string>> = {
  auth: 'Auth',
  tokens: 'Auth',
  users: 'Users',
  posts: 'Posts',
  community: 'Community',
  events: 'Events',
  calendar: 'Events',
  wellness: 'Wellness',
  messages: 'Messages',
  notifications: 'Notifications',
  reports: 'Messages',
  push: 'Notifications',
  admin: 'Messages',
  reviews: 'Reviews',
  gallery: 'Gallery',
  products: 'Shop',
  cart: 'Shop',
  orders: 'Shop',
};

/** Express `/users/:id/follow` → OpenAPI `/api/users/{id}/follow` (`/calendar/:token.ics` → `/api/calendar/{token}.ics`). */
export const openApiPath = (expressPath: string): string => `/api${expressPath.replace(/:([A-Za-z_]\w*)/g, '{$1}')}`;

const tagOf = (expressPath: string): string => {
  const segment = expressPath.split('/')[1] ?? '';
  const tag = TAGS[segment];
  if (!tag) throw new Error(`OpenAPI: no tag for the REST path ${expressPath}: add its first segment to TAGS`);
  return tag;
};

/** `RestFollowers` → `followers`; a second route on the same operation gets its method too. */
const operationIdOf = (route: AnyRestRoute, taken: Set<string>): string => {
  const base = route.operation.replace(/^Rest/, '');
  let id = base.charAt(0).toLowerCase() + base.slice(1);
  if (taken.has(id)) id = `${id}${route.method.charAt(0)}${route.method.slice(1).toLowerCase()}`;
  if (taken.has(id)) throw new Error(`OpenAPI: two routes would share the operationId ${id}`);
  taken.add(id);
  return id;
};

interface ObjectSchema {
  readonly properties?: Record<string, JsonSchema>;
  readonly required?: readonly string[];
}

const parametersOf = (schemas: SchemaComponents, where: 'path' | 'query', schema: z.ZodType | undefined): JsonSchema[] => {
  if (!schema) return [];
  const converted = schemas.convert(schema, 'input') as ObjectSchema;
  // A parser that turns absence into a problem (a required number parsed from text) is required whatever its JSON
  // Schema says; one with a fallback is not.
  const shape = (schema as { shape?: Record<string, z.ZodType> }).shape;
  const isRequired = (name: string) => (shape?.[name] ? !shape[name].safeParse(undefined).success : (converted.required ?? []).includes(name));
  return Object.entries(converted.properties ?? {}).map(([name, property]) => {
    const { description, ...rest } = property as JsonSchema & { description?: string };
    return {
      name,
      in: where,
      required: where === 'path' || isRequired(name),
      ...(description ? { description } : {}),
      schema: rest,
    };
  });
};

/** Signed-in requests are counted: their success replies carry the rate-limit headers. */
const withRateLimitHeaders = (responses: JsonSchema): JsonSchema =>
  Object.fromEntries(
    Object.entries(responses).map(([status, reply]) =>
      /^2\d\d$/.test(status)
        ? [status, { ...(reply as JsonSchema), headers: { ...((reply as JsonSchema)['headers'] as JsonSchema | undefined), ...rateLimitHeadersOf({ auth: 'required' }) } }]
        : [status, reply],
    ),
  );

const successOf = (schemas: SchemaComponents, route: AnyRestRoute): Record<string, JsonSchema> => {
  const status = String(route.status ?? 200);
  if (route.returnsText) {
    const mediaType = route.returnsText.split(';')[0]!.trim();
    return { [status]: { description: 'The file', content: { [mediaType]: { schema: { type: 'string' } } } } };
  }
  if (!route.returns) throw new Error(`OpenAPI: ${route.method} ${route.path} has neither returns nor returnsText`);
  const limits = rateLimitHeadersOf(route);
  const reply: JsonSchema = {
    description: route.status === 201 ? 'Created' : 'OK',
    content: { 'application/json': { schema: schemas.convert(route.returns, 'output') } },
    ...(Object.keys(limits).length > 0 ? { headers: limits } : {}),
  };
  if (!route.publicCache) return { [status]: reply };
  const cacheHeaders = {
    'Cache-Control': { description: 'public, max-age=…, stale-while-revalidate=…', schema: { type: 'string' } },
    ETag: { description: 'A strong tag of the reply; send it as If-None-Match', schema: { type: 'string' } },
  };
  return { [status]: { ...reply, headers: cacheHeaders }, '304': { description: 'Not modified since the ETag sent', headers: cacheHeaders } };
};

const routeOperation = (schemas: SchemaComponents, route: AnyRestRoute, taken: Set<string>): JsonSchema => {
  const extraBodies = extraRequestBodies[`${route.method} ${openApiPath(route.path)}`];
  const jsonBody = route.body ? { 'application/json': { schema: schemas.convert(route.body, 'input') } } : undefined;
  const parameters = [...parametersOf(schemas, 'path', route.params), ...parametersOf(schemas, 'query', route.query)];
  return {
    operationId: operationIdOf(route, taken),
    ...(route.summary ? { summary: route.summary } : {}),
    tags: [tagOf(route.path)],
    ...(route.auth === 'required' ? {} : { security: [] }),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(jsonBody || extraBodies
      ? { requestBody: { required: !route.body?.safeParse(undefined).success, content: { ...jsonBody, ...extraBodies } } }
      : {}),
    responses: { ...successOf(schemas, route), ...errorResponsesOf(route) },
  };
};

/** Sorted keys all the way down: the committed file changes only where the API does. */
const sortedKeys = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]),
  );
};

export const buildOpenApiDocument = (routes: readonly AnyRestRoute[] = restRoutes): JsonSchema => {
  const schemas = new SchemaComponents();
  const taken = new Set<string>();
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const add = (path: string, method: string, operation: JsonSchema) => {
    const item = (paths[path] ??= {});
    if (item[method.toLowerCase()]) return; // express takes the first route for a method and path
    item[method.toLowerCase()] = operation;
  };
  for (const route of routes) add(openApiPath(route.path), route.method, routeOperation(schemas, route, taken));
  for (const extra of extraOperations) {
    const { responses, ...operation } = (typeof extra.operation === 'function' ? extra.operation(schemas) : extra.operation) as { responses: JsonSchema };
    add(extra.path, extra.method, {
      ...operation,
      ...(extra.auth ? {} : { security: [] }),
      responses: {
        ...(extra.auth ? withRateLimitHeaders(responses) : responses),
        ...(extra.auth ? { '401': { $ref: '#/components/responses/Unauthorized' } } : {}),
        ...(extra.auth ? { '429': { $ref: '#/components/responses/TooManyRequests' } } : {}),
        ...(extra.auth ? { '503': { $ref: '#/components/responses/ServiceUnavailable' } } : {}),
        default: { $ref: '#/components/responses/Error' },
      },
    });
  }
  return sortedKeys({
    openapi: '3.1.1',
    info: {
      title: 'MomStride REST API',
      version: '1.0.0',
      description:
        'The REST paths older clients use (docs/product.md, The calls, and the additions beyond it), answered by the gateway from ' +
        'the GraphQL supergraph. Errors are `{"detail": "…"}`, or for 422 `{"detail": [{type, loc, msg, input}]}`.',
    },
    servers: [{ url: '/', description: 'The gateway that serves this document' }],
    security: [{ bearer: [] }],
    tags: [...new Set(Object.values(TAGS)), 'System', 'Meta'].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description:
            'A session’s access token (a JWT from POST /api/auth/login), or a personal access token (msp_…, made in Settings → ' +
            'Access tokens or with POST /api/tokens) that can do what its scopes allow: read (GET only), write, admin',
        },
      },
      schemas: { ...schemas.schemas, ...errorSchemas },
      responses: errorResponses,
      headers: rateLimitHeaders,
    },
  }) as JsonSchema;
};
