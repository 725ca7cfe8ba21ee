import { z } from 'zod';

/** messaging's own variables, beyond every subgraph's (kit env.ts); runSubgraph parses them once. */
export const messagingEnvShape = {
  /**
   * Messages one member may send per minute. A lively chat (20 messages in a few seconds) stays far below it; a
   * script sending hundreds a minute gets RATE_LIMITED (REST 429 with Retry-After).
   */
  MESSAGES_PER_MINUTE: z.coerce.number().int().positive().default(60),
  /** How long a message stays unread before she is mailed about it (docs/product.md, "Mail for what she missed"). */
  MISSED_MESSAGE_MAIL_DELAY_SECONDS: z.coerce.number().int().positive().default(600),
};
