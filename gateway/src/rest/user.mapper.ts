/**
 * The RestUser fragment (rest/operations/user.graphql) as GraphQL returns it, plus the extras some
 * operations select next to it: `isFollowedByMe` (directory) and `postsCount` (community's User field).
 */
export interface RestUserData {
  readonly id: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string | null;
  readonly role: 'admin' | 'member';
  readonly bio: string | null;
  readonly businessName: string | null;
  readonly businessCategory: string | null;
  readonly businessDescription: string | null;
  readonly websiteUrl: string | null;
  readonly instagramHandle: string | null;
  readonly facebookUrl: string | null;
  readonly linkedinUrl: string | null;
  readonly locationCity: string | null;
  readonly locationState: string | null;
  readonly yearsInBusiness: number | null;
  readonly experienceLevel: string | null;
  readonly lookingFor: string | null;
  readonly offering: string | null;
  readonly interests: readonly string[];
  readonly profilePicture: string | null;
  readonly followersCount: number;
  readonly followingCount: number;
  readonly createdAt: string;
  readonly isOrganizationOwner: boolean;
  readonly hasPendingAdminRequest: boolean;
  readonly isFollowedByMe?: boolean;
  readonly postsCount?: number;
  readonly isFeatured?: boolean;
}

export interface UserJsonOptions {
  /** Admin list: `_id` too (spec §3). */
  readonly withLegacyId?: boolean;
}

/**
 * THE user in the spec's snake_case JSON (spec §3). Extras appear only when their data was selected:
 * `is_following` (directory), `posts_count` (admin list, community lists), `is_featured` (community lists);
 * `_id` by option.
 */
export const toUserJson = (user: RestUserData, options: UserJsonOptions = {}) => ({
  ...(options.withLegacyId ? { _id: user.id } : {}),
  id: user.id,
  first_name: user.firstName,
  last_name: user.lastName,
  email: user.email,
  role: user.role,
  bio: user.bio,
  business_name: user.businessName,
  business_category: user.businessCategory,
  business_description: user.businessDescription,
  website_url: user.websiteUrl,
  instagram_handle: user.instagramHandle,
  facebook_url: user.facebookUrl,
  linkedin_url: user.linkedinUrl,
  location_city: user.locationCity,
  location_state: user.locationState,
  years_in_business: user.yearsInBusiness,
  experience_level: user.experienceLevel,
  looking_for: user.lookingFor,
  offering: user.offering,
  interests: user.interests,
  profile_picture: user.profilePicture,
  followers_count: user.followersCount,
  following_count: user.followingCount,
  created_at: user.createdAt,
  is_organization_owner: user.isOrganizationOwner,
  has_pending_admin_request: user.hasPendingAdminRequest,
  ...(user.isFollowedByMe !== undefined ? { is_following: user.isFollowedByMe } : {}),
  ...(user.postsCount !== undefined ? { posts_count: user.postsCount } : {}),
  ...(user.isFeatured !== undefined ? { is_featured: user.isFeatured } : {}),
});

/** The RestUserSummary fragment: the author of a post or the endorser of a skill. */
export interface RestUserSummaryData {
  readonly id: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly businessName: string | null;
  readonly businessCategory?: string | null;
  readonly profilePicture: string | null;
}

/** A user summary nested in posts (`user`) and endorsements (`endorser`); business_category when selected. */
export const toUserSummaryJson = (user: RestUserSummaryData) => ({
  id: user.id,
  first_name: user.firstName,
  last_name: user.lastName,
  business_name: user.businessName,
  ...(user.businessCategory !== undefined ? { business_category: user.businessCategory } : {}),
  profile_picture: user.profilePicture,
});
