/** An endpoint whose deliveries have failed for good this many days, none getting through, is turned off. */
export const WEBHOOK_FAILING_DAYS_BEFORE_OFF = 3;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When an endpoint failing since `failingSince` is turned off, should nothing get through before. */
export const turnsOffAt = (failingSince: Date): Date => new Date(failingSince.getTime() + WEBHOOK_FAILING_DAYS_BEFORE_OFF * DAY_MS);

/** An endpoint failing since this moment or earlier is due to be turned off now. */
export const failingSinceDueNow = (now: number = Date.now()): Date => new Date(now - WEBHOOK_FAILING_DAYS_BEFORE_OFF * DAY_MS);
