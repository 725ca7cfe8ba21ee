/**
 * Small reply shapes several REST routes share, for their `returns` schemas (the OpenAPI document, rest/openapi/):
 * a timestamp, a `{message}` acknowledgement.
 */
import { z } from 'zod';

/** An ISO 8601 timestamp (GraphQL's DateTimeISO), e.g. `2026-05-04T09:30:00.000Z`. */
export const dateTime = z.string().meta({ format: 'date-time' });

/** `{message}`: an acknowledgement with nothing else to say (deleted, mail sent). */
export const messageReply = z.object({ message: z.string() }).meta({ id: 'MessageReply' });
