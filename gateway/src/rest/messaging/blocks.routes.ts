import { z } from 'zod';
import { defineRoute } from '../framework.js';
import { RestBlockedMembersDocument, RestBlockMemberDocument, RestUnblockMemberDocument } from '../gql/graphql.js';
import { pageQuery } from '../params.js';
import { blockedMemberJson, toBlockedMemberJson } from './message.mapper.js';

/** Blocking (beyond the first specification): the viewer's list, block, unblock. Listed before messagesRoutes (GET /messages/{partnerId}). */
export const blocksRoutes = [
  defineRoute({
    method: 'GET',
    path: '/messages/blocks',
    summary: 'The members the signed-in member blocked',
    auth: 'required',
    query: pageQuery(100),
    operation: RestBlockedMembersDocument,
    variables: ({ query }) => ({ limit: query.limit, offset: query.offset }),
    returns: z.array(blockedMemberJson),
    response: (data) => data.blockedMembers.map(toBlockedMemberJson),
  }),
  defineRoute({
    method: 'POST',
    path: '/messages/blocks',
    summary: 'Block a member',
    auth: 'required',
    body: z.object({ user_id: z.guid() }),
    operation: RestBlockMemberDocument,
    variables: ({ body }) => ({ userId: body.user_id }),
    returns: blockedMemberJson,
    response: (data) => toBlockedMemberJson(data.blockMember),
    status: 201,
  }),
  defineRoute({
    method: 'DELETE',
    path: '/messages/blocks/:userId',
    summary: 'Unblock a member',
    auth: 'required',
    params: z.object({ userId: z.guid() }),
    operation: RestUnblockMemberDocument,
    variables: ({ params }) => ({ userId: params.userId }),
    returns: z.object({ user_id: z.guid(), blocked: z.boolean() }),
    response: (_data, { params }) => ({ user_id: params.userId, blocked: false }),
  }),
];
