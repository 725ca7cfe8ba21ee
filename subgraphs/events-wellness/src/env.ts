import { secretKeyEnv } from '@momstride/kit';
import type { z } from 'zod';

/** events-wellness' own variables, beyond every subgraph's (kit env.ts); runSubgraph parses them once. */
export const eventsWellnessEnvShape = {
  /**
   * The key calendar feed links are derived with (32 random bytes, base64): the database holds no usable link.
   * Changing it ends every member's feed link (each gets a new one from "show my link").
   */
  CALENDAR_FEED_KEY: secretKeyEnv('CALENDAR_FEED_KEY'),
};

export type EventsWellnessEnv = z.output<z.ZodObject<typeof eventsWellnessEnvShape>>;
