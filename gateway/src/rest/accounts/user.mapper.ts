import type { BusinessCategory, RestUserFragment, RestUserSummaryFragment } from '../gql/graphql.js';

/** User fields some operations select next to the RestUser fragment (rest/accounts/user.graphql). */
export interface RestUserExtras {
  /** The directory (RestUsers). */
  readonly isFollowedByMe?: boolean;
  /** The admin list and community's member lists. */
  readonly postsCount?: number;
  /** Community's member lists. */
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
export const toUserJson = (user: RestUserFragment & RestUserExtras, options: UserJsonOptions = {}) => ({
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

/**
 * The RestUserSummary fragment: a user nested in posts (`user`) and endorsements (`endorser`);
 * business_category when selected next to it (posts).
 */
export const toUserSummaryJson = (user: RestUserSummaryFragment & { readonly businessCategory?: BusinessCategory | null }) => ({
  id: user.id,
  first_name: user.firstName,
  last_name: user.lastName,
  business_name: user.businessName,
  ...(user.businessCategory !== undefined ? { business_category: user.businessCategory } : {}),
  profile_picture: user.profilePicture,
});
