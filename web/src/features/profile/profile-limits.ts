/**
 * Server limits (accounts' PROFILE_LIMITS), checked here first so the form can say so next to the field.
 * scripts/checks/contracts.test.ts fails when the two differ.
 */
export const PROFILE_MAX_LENGTH = {
  name: 100,
  bio: 1000,
  businessName: 200,
  businessDescription: 2000,
  url: 500,
  handle: 100,
  shortText: 100,
  longText: 1000,
  interests: 20,
  interest: 50,
  yearsInBusiness: 100,
} as const;
