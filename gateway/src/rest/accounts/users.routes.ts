import { messageReply } from '../reply-fields.js';
import { z } from 'zod';
import { RestReplyError, userNotFound } from '../errors.js';
import { defineRoute } from '../framework.js';
import {
  BusinessCategory,
  RestDeleteUserDocument,
  RestFollowDocument,
  RestFollowersDocument,
  RestFollowingDocument,
  RestIsFollowingDocument,
  RestMeDocument,
  RestSetUserRoleDocument,
  RestUnfollowDocument,
  RestUpdateProfileDocument,
  RestUsersDocument,
  Role,
  type RestFollowPayloadFragment,
  type UpdateProfileInput,
} from '../gql/graphql.js';
import { categoryQuery, intQuery, pageQuery, textQuery, idParams } from '../params.js';
import { assertUserExists } from './user-exists.js';
import { toUserJson, userJson } from './user.mapper.js';

const optionalText = z.string().nullable().optional();

/** `years_in_business`: "" or null → null, a whole number (or its digits as text) → integer, else 422. */
const yearsInBusiness = z
  .unknown()
  .transform((value, ctx): number | null => {
    if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
    const number = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
    // GraphQL Int is 32-bit; the sane range itself is accounts' rule.
    if (Number.isSafeInteger(number) && number >= 0 && number <= 2_147_483_647) return number;
    ctx.addIssue({ code: 'custom', message: 'Years in business must be a whole number', params: { type: 'value_error' } });
    return z.NEVER;
  })
  // What a client sends, for the OpenAPI document.
  .meta({ type: ['integer', 'string', 'null'], description: 'A whole number (or its digits as text); "" or null clears it' })
  .optional();

/**
 * PUT /users/me: shapes and types only (unknown fields such as email, role or _id are stripped); the rules
 * with their messages (docs/product.md, Validation rules: names required after trimming, https:// prepended, lengths) live in accounts.
 */
const profileBody = z.object({
  first_name: z.string(),
  last_name: z.string(),
  bio: optionalText,
  business_name: optionalText,
  business_category: z.preprocess((value) => (value === '' ? null : value), z.enum(BusinessCategory).nullable().optional()),
  business_description: optionalText,
  website_url: optionalText,
  instagram_handle: optionalText,
  facebook_url: optionalText,
  linkedin_url: optionalText,
  location_city: optionalText,
  location_state: optionalText,
  years_in_business: yearsInBusiness,
  experience_level: optionalText,
  looking_for: optionalText,
  offering: optionalText,
  interests: z.array(z.string()).nullable().optional(),
});

type ProfileBody = z.output<typeof profileBody>;

/** snake_case body → UpdateProfileInput (absent fields stay absent). */
const toUpdateProfileInput = (body: ProfileBody): UpdateProfileInput => ({
  firstName: body.first_name,
  lastName: body.last_name,
  bio: body.bio,
  businessName: body.business_name,
  businessCategory: body.business_category,
  businessDescription: body.business_description,
  websiteUrl: body.website_url,
  instagramHandle: body.instagram_handle,
  facebookUrl: body.facebook_url,
  linkedinUrl: body.linkedin_url,
  locationCity: body.location_city,
  locationState: body.location_state,
  yearsInBusiness: body.years_in_business,
  experienceLevel: body.experience_level,
  lookingFor: body.looking_for,
  offering: body.offering,
  interests: body.interests,
});

const directoryQuery = z.object({
  search: textQuery().meta({ description: 'Text to find (part of a word is enough) in the full name, business name or business description' }),
  business_category: categoryQuery().meta({ description: 'Only members of this business category' }),
  limit: intQuery(1, 100, 20).meta({ description: 'Page size of the directory (1 to 100)' }),
  offset: intQuery(0, 2_147_483_647, 0).meta({
    description:
      'Members to skip: the next page of the same search and category is offset + limit (a page shorter than limit is the last). ' +
      'An admin sending offset alone pages the admin list, 100 users a page',
  }),
});

/** An admin's GET /users asks for the admin list when it sends no directory parameter (docs/product.md, The calls). */
const ADMIN_LIST_KEYS: ReadonlySet<string> = new Set(['offset']);

/** GET /users/{id}/followers and /following: the first 100 unless paged (100 is also the cap). */
const followsQuery = pageQuery(100);

const roleBody = z.object({ role: z.enum(Role) });

/** `{is_following, followers_count}` after follow/unfollow. */
const followJson = z.object({ is_following: z.boolean(), followers_count: z.number().int() }).meta({ id: 'FollowReply' });

const toFollowJson = (payload: RestFollowPayloadFragment): z.input<typeof followJson> => ({
  is_following: payload.isFollowing,
  followers_count: payload.user.followersCount,
});

export const usersRoutes = [
  defineRoute({
    method: 'GET',
    path: '/users/me',
    summary: 'The signed-in member’s profile',
    auth: 'required',
    operation: RestMeDocument,
    variables: () => ({}),
    returns: userJson,
    response: (data) => toUserJson(data.me),
  }),
  defineRoute({
    method: 'PUT',
    path: '/users/me',
    summary: 'Update the signed-in member’s profile',
    auth: 'required',
    body: profileBody,
    operation: RestUpdateProfileDocument,
    variables: ({ body }) => ({ input: toUpdateProfileInput(body) }),
    returns: userJson,
    response: (data) => toUserJson(data.updateProfile),
  }),
  defineRoute({
    method: 'GET',
    path: '/users',
    summary: 'The member directory (search, category, paging)',
    auth: 'required',
    query: directoryQuery,
    operation: RestUsersDocument,
    // An admin asking with no query parameters gets the admin list (docs/product.md, The calls); anyone else the directory.
    variables: ({ query, queryKeys, auth }) => ({
      adminList: auth.state === 'valid' && auth.role === Role.Admin && queryKeys.every((key) => ADMIN_LIST_KEYS.has(key)),
      search: query.search,
      businessCategory: query.business_category,
      limit: query.limit,
      offset: query.offset,
    }),
    returns: z.array(userJson),
    response: (data) =>
      data.adminUsers
        ? data.adminUsers.users.map((user) => toUserJson(user, { withLegacyId: true }))
        : (data.users ?? []).map((user) => toUserJson(user)),
  }),
  defineRoute({
    method: 'PUT',
    path: '/users/:id',
    summary: 'Change a member’s role (admins)',
    auth: 'required',
    params: idParams,
    body: roleBody,
    operation: RestSetUserRoleDocument,
    variables: ({ params, body }) => ({ userId: params.id, role: body.role }),
    returns: userJson,
    response: (data) => toUserJson(data.setUserRole),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/users/:id',
    summary: 'Delete a member and her content (admins)',
    auth: 'required',
    params: idParams,
    operation: RestDeleteUserDocument,
    variables: ({ params }) => ({ userId: params.id }),
    returns: messageReply,
    response: (data) => {
      if (!data.deleteUser) throw new RestReplyError(userNotFound());
      return { message: 'User deleted successfully' };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/users/:id/follow',
    summary: 'Follow a member',
    auth: 'required',
    params: idParams,
    operation: RestFollowDocument,
    variables: ({ params }) => ({ userId: params.id }),
    returns: followJson,
    response: (data) => toFollowJson(data.follow),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/users/:id/follow',
    summary: 'Stop following a member',
    auth: 'required',
    params: idParams,
    operation: RestUnfollowDocument,
    variables: ({ params }) => ({ userId: params.id }),
    returns: followJson,
    response: (data) => toFollowJson(data.unfollow),
  }),
  defineRoute({
    method: 'GET',
    path: '/users/:id/is-following',
    summary: 'Whether the signed-in member follows a member',
    auth: 'required',
    params: idParams,
    operation: RestIsFollowingDocument,
    variables: ({ params }) => ({ userId: params.id }),
    returns: z.object({ is_following: z.boolean() }),
    response: (data) => {
      assertUserExists(data.user);
      return { is_following: data.isFollowing };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/users/:id/followers',
    summary: 'A member’s followers',
    auth: 'required',
    params: idParams,
    query: followsQuery,
    operation: RestFollowersDocument,
    variables: ({ params, query }) => ({ userId: params.id, limit: query.limit, offset: query.offset }),
    returns: z.object({ followers: z.array(userJson) }),
    response: (data) => ({ followers: data.followers.map((user) => toUserJson(user)) }),
  }),
  defineRoute({
    method: 'GET',
    path: '/users/:id/following',
    summary: 'The members a member follows',
    auth: 'required',
    params: idParams,
    query: followsQuery,
    operation: RestFollowingDocument,
    variables: ({ params, query }) => ({ userId: params.id, limit: query.limit, offset: query.offset }),
    returns: z.object({ following: z.array(userJson) }),
    response: (data) => ({ following: data.following.map((user) => toUserJson(user)) }),
  }),
];
