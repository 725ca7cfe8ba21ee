import { defineRoute } from './framework.js';
import { userIdParams } from './params.js';
import { assertUserExists } from './user-exists.js';
import { toUserJson, toUserSummaryJson, type RestUserData, type RestUserSummaryData } from './user.mapper.js';

interface BadgeData {
  readonly id: string;
  readonly kind: string;
  readonly name: string;
  readonly description: string;
  readonly icon: string;
  readonly awardedAt: string;
}

interface EndorsementData {
  readonly id: string;
  readonly skill: string;
  readonly createdAt: string;
  readonly endorser: RestUserSummaryData;
}

const toBadgeJson = (badge: BadgeData) => ({
  id: badge.id,
  kind: badge.kind,
  name: badge.name,
  description: badge.description,
  icon: badge.icon,
  awarded_at: badge.awardedAt,
});

const toEndorsementJson = (endorsement: EndorsementData) => ({
  id: endorsement.id,
  skill: endorsement.skill,
  created_at: endorsement.createdAt,
  endorser: toUserSummaryJson(endorsement.endorser),
});

export const communityRoutes = [
  defineRoute({
    method: 'GET',
    path: '/users/:id/badges',
    auth: 'required',
    params: userIdParams,
    operation: 'RestUserBadges',
    variables: ({ params }) => ({ userId: params.id }),
    response: (data: { user: { id: string } | null; userBadges: readonly BadgeData[] }) => {
      assertUserExists(data.user);
      return data.userBadges.map(toBadgeJson);
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/users/:id/endorsements',
    auth: 'required',
    params: userIdParams,
    operation: 'RestUserEndorsements',
    variables: ({ params }) => ({ userId: params.id }),
    response: (data: { user: { id: string } | null; userEndorsements: readonly EndorsementData[] }) => {
      assertUserExists(data.user);
      return data.userEndorsements.map(toEndorsementJson);
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/community/featured-members',
    auth: 'required',
    operation: 'RestFeaturedMembers',
    variables: () => ({}),
    response: (data: { featuredMembers: readonly RestUserData[] }) => data.featuredMembers.map((user) => toUserJson(user)),
  }),
  defineRoute({
    method: 'GET',
    path: '/community/recent-members',
    auth: 'required',
    operation: 'RestRecentMembers',
    variables: () => ({}),
    response: (data: { recentMembers: readonly RestUserData[] }) => data.recentMembers.map((user) => toUserJson(user)),
  }),
];
