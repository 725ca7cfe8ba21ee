/**
 * The live stream's reply in the OpenAPI document, from the stream-event catalogue messaging builds every payload
 * from (docs/contracts.md, "Live-stream events"): OpenAPI 3.1 has no schema for one event of a `text/event-stream`,
 * so `x-events` names each event and the schema of the JSON on its `data:` line (named schemas in
 * `components.schemas`).
 */
import { STREAM_EVENT_NAMES, StreamEvents } from '@momstride/contracts/stream-events';
import type { JsonSchema, SchemaComponents } from './json-schema.js';

export const streamEventsContent = (schemas: SchemaComponents): JsonSchema => ({
  'text/event-stream': {
    schema: {
      type: 'string',
      description:
        'Server-sent events: `id:` (a per-member increasing position; absent on a resumed `ready`), `event:` (one of `x-events`) and one ' +
        '`data:` line of JSON; a `: keep-alive` comment every 25 seconds',
    },
    'x-events': Object.fromEntries(STREAM_EVENT_NAMES.map((name) => [name, schemas.convert(StreamEvents[name], 'output')])),
  },
});
