import { z } from 'zod';
import { dateTimeInput, floatInput } from '../events-wellness/inputs.js';
import { idParams } from '../params.js';
import { defineRoute } from '../framework.js';
import {
  ChallengeType,
  RestChallengeDocument,
  RestChallengeLeaderboardDocument,
  RestChallengesDocument,
  RestCommunityStatsDocument,
  RestCreateChallengeDocument,
  RestJoinChallengeDocument,
  RestLeaveChallengeDocument,
  RestLogChallengeProgressDocument,
} from '../gql/graphql.js';
import { boolQuery, intQuery } from '../params.js';
import { toUserSummaryJson, userSummaryJson } from '../accounts/user.mapper.js';
import { challengeJson, toChallengeJson } from './challenge.mapper.js';

const standingJson = z.object({ rank: z.number().int(), total: z.number(), completed: z.boolean() });

/** A challenge's leaderboard: the top entries and the viewer's own standing (null unless she joined). */
const leaderboardJson = z
  .object({ entries: z.array(standingJson.extend({ member: userSummaryJson })), me: standingJson.nullable() })
  .meta({ id: 'ChallengeLeaderboard' });

/** The community's figures (the camelCase names of docs/product.md, Entities and fields: Community stats). */
const communityStatsJson = z
  .object({
    totalMembers: z.number().int(),
    activeMembers: z.number().int(),
    successStories: z.number().int(),
    completedChallenges: z.number().int(),
    activeChallenges: z.number().int(),
  })
  .meta({ id: 'CommunityStats' });

/** The most challenges one list gives (the subgraph's cap). */
const CHALLENGES_MAX = 50;
const LEADERBOARD_MAX = 50;

// Shape only: required fields, the future end and the target's range (and their messages) live in community.
const challengeBody = z.object({
  title: z.string(),
  description: z.string(),
  challenge_type: z.enum(ChallengeType),
  target_value: floatInput(),
  unit: z.string().nullish(),
  end_date: dateTimeInput(),
});

const progressBody = z.object({ amount: floatInput(), date: z.string().nullish() });

export const challengesRoutes = [
  defineRoute({
    method: 'GET',
    path: '/community/challenges',
    summary: 'Community challenges, running ones first',
    auth: 'required',
    query: z.object({ include_ended: boolQuery(false), limit: intQuery(1, CHALLENGES_MAX, CHALLENGES_MAX) }),
    operation: RestChallengesDocument,
    variables: ({ query }) => ({ includeEnded: query.include_ended, limit: query.limit }),
    returns: z.array(challengeJson),
    response: (data) => data.challenges.map(toChallengeJson),
  }),
  defineRoute({
    method: 'POST',
    path: '/community/challenges',
    summary: 'Create a challenge (admins)',
    auth: 'required',
    body: challengeBody,
    operation: RestCreateChallengeDocument,
    variables: ({ body }) => ({
      input: {
        title: body.title,
        description: body.description,
        challengeType: body.challenge_type,
        targetValue: body.target_value,
        unit: body.unit ?? null,
        endDate: body.end_date,
      },
    }),
    returns: challengeJson,
    response: (data) => toChallengeJson(data.createChallenge),
    status: 201,
  }),
  defineRoute({
    method: 'GET',
    path: '/community/challenges/:id',
    summary: 'One challenge with the viewer’s progress',
    auth: 'required',
    params: idParams,
    operation: RestChallengeDocument,
    variables: ({ params }) => ({ id: params.id }),
    returns: challengeJson,
    response: (data) => toChallengeJson(data.challenge),
  }),
  defineRoute({
    method: 'POST',
    path: '/community/challenges/:id/join',
    summary: 'Join a challenge',
    auth: 'required',
    params: idParams,
    operation: RestJoinChallengeDocument,
    variables: ({ params }) => ({ id: params.id }),
    returns: challengeJson,
    response: (data) => toChallengeJson(data.joinChallenge),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/community/challenges/:id/leave',
    summary: 'Leave a challenge',
    auth: 'required',
    params: idParams,
    operation: RestLeaveChallengeDocument,
    variables: ({ params }) => ({ id: params.id }),
    returns: challengeJson,
    response: (data) => toChallengeJson(data.leaveChallenge),
  }),
  defineRoute({
    method: 'POST',
    path: '/community/challenges/:id/progress',
    summary: 'Log progress toward a challenge’s target',
    auth: 'required',
    params: idParams,
    body: progressBody,
    operation: RestLogChallengeProgressDocument,
    variables: ({ params, body }) => ({ id: params.id, amount: body.amount, date: body.date ?? null }),
    returns: challengeJson,
    response: (data) => toChallengeJson(data.logChallengeProgress),
    status: 201,
  }),
  defineRoute({
    method: 'GET',
    path: '/community/challenges/:id/leaderboard',
    summary: 'A challenge’s leaderboard',
    auth: 'required',
    params: idParams,
    query: z.object({ limit: intQuery(1, LEADERBOARD_MAX, 10) }),
    operation: RestChallengeLeaderboardDocument,
    variables: ({ params, query }) => ({ id: params.id, limit: query.limit }),
    returns: leaderboardJson,
    response: (data) => ({
      entries: data.challengeLeaderboard.entries.map((entry) => ({
        rank: entry.rank,
        total: entry.total,
        completed: entry.completed,
        member: toUserSummaryJson(entry.member),
      })),
      me: data.challengeLeaderboard.me,
    }),
  }),
  defineRoute({
    method: 'GET',
    path: '/community/stats',
    summary: 'Community statistics',
    auth: 'required',
    operation: RestCommunityStatsDocument,
    variables: () => ({}),
    // Beyond docs/product.md, The calls, with the field names of its Entities and fields (camelCase there).
    returns: communityStatsJson,
    response: (data) => ({
      totalMembers: data.communityStats.totalMembers,
      activeMembers: data.communityStats.activeMembers,
      successStories: data.communityStats.successStories,
      completedChallenges: data.communityStats.completedChallenges,
      activeChallenges: data.communityStats.activeChallenges,
    }),
  }),
];
