import { z } from 'zod';
import { BusinessCategory, Role, type RestUserFragment, type RestUserSummaryFragment } from '../gql/graphql.js';
import { dateTime } from '../reply-fields.js';

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
  /** Admin list: `_id` too (docs/product.md, Entities and fields). */
  readonly withLegacyId?: boolean;
}

/**
 * THE user in snake_case JSON of docs/product.md, Entities and fields. Extras appear only when their data was selected:
 * `is_following` (directory), `posts_count` (admin list, community lists), `is_featured` (community lists);
 * `_id` by option.
 */
export const userJson = z
  .object({
    _id: z.string().optional().describe('The admin list only: the id again (docs/product.md, Entities and fields)'),
    id: z.guid(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string().nullable().describe('Shown to the member herself and to admins'),
    role: z.enum(Role),
    bio: z.string().nullable(),
    business_name: z.string().nullable(),
    business_category: z.enum(BusinessCategory).nullable(),
    business_description: z.string().nullable(),
    website_url: z.string().nullable(),
    instagram_handle: z.string().nullable(),
    facebook_url: z.string().nullable(),
    linkedin_url: z.string().nullable(),
    location_city: z.string().nullable(),
    location_state: z.string().nullable(),
    years_in_business: z.number().int().nullable(),
    experience_level: z.string().nullable(),
    looking_for: z.string().nullable(),
    offering: z.string().nullable(),
    interests: z.array(z.string()),
    profile_picture: z.string().nullable(),
    followers_count: z.number().int(),
    following_count: z.number().int(),
    created_at: dateTime,
    is_organization_owner: z.boolean(),
    has_pending_admin_request: z.boolean(),
    is_following: z.boolean().optional().describe('The directory: whether the viewer follows her'),
    posts_count: z.number().int().optional().describe('The admin list and community member lists'),
    is_featured: z.boolean().optional().describe('Community member lists'),
  })
  .meta({ id: 'User' });

export const toUserJson = (user: RestUserFragment & RestUserExtras, options: UserJsonOptions = {}): z.input<typeof userJson> => ({
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
export const userSummaryJson = z
  .object({
    id: z.guid(),
    first_name: z.string(),
    last_name: z.string(),
    business_name: z.string().nullable(),
    business_category: z.enum(BusinessCategory).nullable().optional().describe('In posts'),
    profile_picture: z.string().nullable(),
  })
  .meta({ id: 'UserSummary' });

export const toUserSummaryJson = (
  user: RestUserSummaryFragment & { readonly businessCategory?: BusinessCategory | null },
): z.input<typeof userSummaryJson> => ({
  id: user.id,
  first_name: user.firstName,
  last_name: user.lastName,
  business_name: user.businessName,
  ...(user.businessCategory !== undefined ? { business_category: user.businessCategory } : {}),
  profile_picture: user.profilePicture,
});
