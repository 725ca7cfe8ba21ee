/** Length limits (characters) of the profile fields (docs/product.md, Validation rules). */
export const PROFILE_LIMITS = {
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
