/** The refusal of a request admission control sheds (admission.middleware.ts); the bench's soak recognises it too. */
import type { GatewayRefusal } from '../gateway-refusal.js';

/** What a refused request is told to wait before trying again. */
export const ADMISSION_RETRY_AFTER_SECONDS = 1;

export const OVERLOADED: GatewayRefusal = {
  status: 503,
  message: 'MomStride is busy right now. Please try again in a moment.',
  code: 'SERVICE_UNAVAILABLE',
  retryAfterSeconds: ADMISSION_RETRY_AFTER_SECONDS,
};
