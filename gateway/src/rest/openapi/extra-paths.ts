/**
 * The /api paths the gateway serves outside defineRoute, described here in one place: the multipart uploads, the live
 * stream, a data archive's download, the storefront configuration, the System tab's report and retry, and this document itself. `openapi.test.ts` checks that these and the routes
 * are every /api path the gateway's express app registers.
 */
import { GALLERY_PHOTOS_PATH } from '../../uploads/gallery-photo.route.js';
import { EXPORT_DOWNLOAD_PATH } from '../accounts/export-download.route.js';
import { PROFILE_PICTURE_PATH } from '../../uploads/profile-picture.route.js';
import { STREAM_PATH } from '../../stream/stream.route.js';
import type { JsonSchema, SchemaComponents } from './json-schema.js';
import { streamEventsContent } from './stream-events.js';
import { SYSTEM_REPORT_PATH } from '@momstride/contracts/system-paths';
import { deadLetterRetry, systemReport } from '@momstride/contracts/system-report';
import { DEAD_LETTER_RETRY_ROUTE } from '../../system/system.route.js';

export const OPENAPI_PATH = '/api/openapi.json';
export const STOREFRONT_CONFIG_PATH = '/api/storefront/config';

/** One operation outside defineRoute: its OpenAPI operation object (minus the error responses added for all). */
export interface ExtraOperation {
  readonly method: 'GET' | 'POST';
  /** Full path, `/api/...`. */
  readonly path: string;
  readonly auth: boolean;
  /** The operation, or a function of the document's named schemas (for replies described by zod schemas). */
  readonly operation: JsonSchema | ((schemas: SchemaComponents) => JsonSchema);
}

const uploadFile = { type: 'string', contentMediaType: 'application/octet-stream', description: 'JPEG, PNG, GIF or WebP, at most 5 MB' };

export const extraOperations: readonly ExtraOperation[] = [
  {
    method: 'POST',
    path: PROFILE_PICTURE_PATH,
    auth: true,
    operation: {
      operationId: 'uploadProfilePicture',
      tags: ['Users'],
      summary: 'Upload the signed-in member’s profile picture',
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: { type: 'object', properties: { file: uploadFile }, required: ['file'] },
          },
        },
      },
      responses: {
        '200': {
          description: 'The picture’s URL',
          content: {
            'application/json': {
              schema: { type: 'object', properties: { profile_picture: { type: 'string' } }, required: ['profile_picture'], additionalProperties: false },
            },
          },
        },
        '413': { $ref: '#/components/responses/Error' },
      },
    },
  },
  {
    method: 'GET',
    path: STREAM_PATH,
    auth: true,
    operation: (schemas) => ({
      operationId: 'openLiveStream',
      tags: ['Messages'],
      summary: 'The signed-in member’s live stream (server-sent events: messages, notifications, heartbeats)',
      parameters: [
        {
          name: 'Last-Event-ID',
          in: 'header',
          required: false,
          description: 'The id of the last event received; the stream resumes after it',
          schema: { type: 'string', pattern: '^\\d{1,15}$' },
        },
      ],
      responses: {
        '200': { description: 'An event stream, ended when the token expires or the session is revoked', content: streamEventsContent(schemas) },
        '502': { $ref: '#/components/responses/Error' },
      },
    }),
  },
  {
    method: 'GET',
    path: STOREFRONT_CONFIG_PATH,
    auth: false,
    operation: {
      operationId: 'storefrontConfig',
      tags: ['Shop'],
      summary: 'Which storefront the web shop talks to: MomStride’s commerce subgraph or a Shopify store',
      responses: {
        '200': {
          description: 'The storefront configuration (public, the same for everyone)',
          headers: { 'Cache-Control': { schema: { type: 'string' } } },
          content: {
            'application/json': {
              schema: {
                oneOf: [
                  {
                    type: 'object',
                    properties: { provider: { const: 'momstride' }, collectionHandle: { type: 'string' } },
                    required: ['provider', 'collectionHandle'],
                    additionalProperties: false,
                  },
                  {
                    type: 'object',
                    properties: {
                      provider: { const: 'shopify' },
                      collectionHandle: { type: 'string' },
                      storeDomain: { type: 'string' },
                      storefrontAccessToken: { type: 'string' },
                      apiVersion: { type: 'string' },
                    },
                    required: ['provider', 'collectionHandle', 'storeDomain', 'storefrontAccessToken', 'apiVersion'],
                    additionalProperties: false,
                  },
                ],
              },
            },
          },
        },
      },
    },
  },
  {
    method: 'GET',
    path: EXPORT_DOWNLOAD_PATH.replace(':token', '{token}'),
    auth: false,
    operation: {
      operationId: 'downloadDataExport',
      tags: ['Users'],
      summary: 'Download a copy of your data, once (the link from the mail or POST /api/users/me/export/link; docs/privacy.md)',
      parameters: [{ name: 'token', in: 'path', required: true, schema: { type: 'string' }, description: 'The link’s secret token' }],
      responses: {
        '200': {
          description: 'The zip archive: README.txt, one JSON file per service, files/ with her uploads',
          content: { 'application/zip': { schema: { type: 'string', contentMediaType: 'application/zip' } } },
        },
        '404': { $ref: '#/components/responses/Error' },
      },
    },
  },
  {
    method: 'GET',
    path: SYSTEM_REPORT_PATH,
    auth: true,
    operation: (schemas) => ({
      operationId: 'systemReport',
      tags: ['System'],
      summary: 'Every service up or down, its traffic, latency and errors over the last hour, queues, deliveries and disk (admins; docs/operations.md)',
      responses: {
        '200': { description: 'The System report', content: { 'application/json': { schema: schemas.convert(systemReport, 'output') } } },
        '403': { $ref: '#/components/responses/Error' },
      },
    }),
  },
  {
    method: 'POST',
    path: DEAD_LETTER_RETRY_ROUTE.replace(':queue', '{queue}'),
    auth: true,
    operation: (schemas) => ({
      operationId: 'retryDeadLetters',
      tags: ['System'],
      summary: 'Put a queue’s dead letters back on it, through the service that owns the queue (admins)',
      parameters: [{ name: 'queue', in: 'path', required: true, schema: { type: 'string' }, description: 'The queue, as the System report names it' }],
      responses: {
        '200': { description: 'How many were requeued', content: { 'application/json': { schema: schemas.convert(deadLetterRetry, 'output') } } },
        '403': { $ref: '#/components/responses/Error' },
        '404': { $ref: '#/components/responses/Error' },
        '503': { $ref: '#/components/responses/Error' },
      },
    }),
  },
  {
    method: 'GET',
    path: OPENAPI_PATH,
    auth: false,
    operation: {
      operationId: 'openApiDocument',
      tags: ['Meta'],
      summary: 'This document',
      responses: { '200': { description: 'The OpenAPI 3.1 document of /api', content: { 'application/json': { schema: { type: 'object' } } } } },
    },
  },
];

/** A multipart body also taken by a defineRoute path: POST /api/gallery/photos with the photo file itself. */
export const extraRequestBodies: Readonly<Record<string, Readonly<Record<string, JsonSchema>>>> = {
  [`POST ${GALLERY_PHOTOS_PATH}`]: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        properties: { file: uploadFile, title: { type: 'string' }, description: { type: 'string' }, category: { type: 'string' } },
        required: ['file', 'title'],
      },
    },
  },
};
