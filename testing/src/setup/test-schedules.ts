/**
 * Schedules the test stack sets apart from production's. The weekly digest's (messaging's DIGEST_CRON) wakes once a
 * year: tests ask for digests themselves, for their own members, so no member another test made is mailed one.
 */
export const TEST_DIGEST_CRON = '0 0 1 1 *';
