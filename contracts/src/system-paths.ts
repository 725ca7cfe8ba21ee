/** Where the System report (system-report.ts) and its retry action live under the gateway; no zod, so the browser may import it. */
export const SYSTEM_REPORT_PATH = '/api/admin/system';

/** POST: queues a queue's dead letters again, through the service that owns the queue. */
export const deadLetterRetryPath = (queue: string): string => `${SYSTEM_REPORT_PATH}/queues/${encodeURIComponent(queue)}/retry`;
