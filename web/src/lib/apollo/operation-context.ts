/**
 * Operation context flags understood by the Apollo link chain (create-apollo-client.ts):
 * `anonymous` sends no Authorization header, `skipAuthRefresh` does not refresh-and-retry on UNAUTHENTICATED.
 */
export const authOperationContext = { anonymous: true, skipAuthRefresh: true } as const;
