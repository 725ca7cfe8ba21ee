import { dateTime } from '../reply-fields.js';
import { z } from 'zod';
import { assertUserExists } from '../accounts/user-exists.js';
import { toUserJson, toUserSummaryJson, userJson, userSummaryJson } from '../accounts/user.mapper.js';
import { defineRoute } from '../framework.js';
import {
  BadgeKind,
  RestFeaturedMembersDocument,
  RestRecentMembersDocument,
  RestUserBadgesDocument,
  RestUserEndorsementsDocument,
  type RestUserBadgesQuery,
  type RestUserEndorsementsQuery,
} from '../gql/graphql.js';
import { pageQuery, idParams } from '../params.js';

/** GET /users/{id}/endorsements: the first 100 unless paged (100 is also the cap). */
const endorsementsQuery = pageQuery(100);

type Badge = RestUserBadgesQuery['userBadges'][number];
type Endorsement = RestUserEndorsementsQuery['userEndorsements'][number];

const badgeJson = z
  .object({ id: z.guid(), kind: z.enum(BadgeKind), name: z.string(), description: z.string(), icon: z.string(), awarded_at: dateTime })
  .meta({ id: 'Badge' });

const toBadgeJson = (badge: Badge): z.input<typeof badgeJson> => ({
  id: badge.id,
  kind: badge.kind,
  name: badge.name,
  description: badge.description,
  icon: badge.icon,
  awarded_at: badge.awardedAt,
});

const endorsementJson = z
  .object({ id: z.guid(), skill: z.string(), created_at: dateTime, endorser: userSummaryJson })
  .meta({ id: 'Endorsement' });

const toEndorsementJson = (endorsement: Endorsement): z.input<typeof endorsementJson> => ({
  id: endorsement.id,
  skill: endorsement.skill,
  created_at: endorsement.createdAt,
  endorser: toUserSummaryJson(endorsement.endorser),
});

export const communityRoutes = [
  defineRoute({
    method: 'GET',
    path: '/users/:id/badges',
    summary: 'A member’s badges',
    auth: 'required',
    params: idParams,
    operation: RestUserBadgesDocument,
    variables: ({ params }) => ({ userId: params.id }),
    returns: z.array(badgeJson),
    response: (data) => {
      assertUserExists(data.user);
      return data.userBadges.map(toBadgeJson);
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/users/:id/endorsements',
    summary: 'A member’s skill endorsements',
    auth: 'required',
    params: idParams,
    query: endorsementsQuery,
    operation: RestUserEndorsementsDocument,
    variables: ({ params, query }) => ({ userId: params.id, limit: query.limit, offset: query.offset }),
    returns: z.array(endorsementJson),
    response: (data) => {
      assertUserExists(data.user);
      return data.userEndorsements.map(toEndorsementJson);
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/community/featured-members',
    summary: 'Featured members',
    auth: 'required',
    operation: RestFeaturedMembersDocument,
    variables: () => ({}),
    returns: z.array(userJson),
    response: (data) => data.featuredMembers.map((user) => toUserJson(user)),
  }),
  defineRoute({
    method: 'GET',
    path: '/community/recent-members',
    summary: 'The newest members',
    auth: 'required',
    operation: RestRecentMembersDocument,
    variables: () => ({}),
    returns: z.array(userJson),
    response: (data) => data.recentMembers.map((user) => toUserJson(user)),
  }),
];
