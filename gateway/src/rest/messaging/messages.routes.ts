import { z } from 'zod';
import { defineRoute } from '../framework.js';
import { RestConversationsDocument, RestMarkConversationReadDocument, RestMessageThreadDocument, RestSendMessageDocument } from '../gql/graphql.js';
import { pageQuery } from '../params.js';
import { conversationJson, messageJson, toConversationJson, toMessageJson } from './message.mapper.js';

/** GET /messages/conversations without a limit: the subgraph's largest page. */
const CONVERSATIONS_PAGE = 100;
/** GET /messages/{partnerId} without a limit: the newest 50 (older ones with `before`). */
const THREAD_PAGE = 50;

// Shape only: the rules (non-blank after trimming, at most 5,000 characters, not to herself, a known member, not
// blocked, the sending limit) and their messages live in messaging.
const messageBody = z.object({ recipient_id: z.guid(), content: z.string() });

/**
 * The messages calls (docs/product.md, The calls). GET /messages/conversations is listed before GET /messages/{partnerId} (and
 * rest/routes.ts lists blocksRoutes, with GET /messages/blocks, before this group): a literal path wins over the
 * parameter only when it comes first.
 */
export const messagesRoutes = [
  defineRoute({
    method: 'GET',
    path: '/messages/conversations',
    summary: 'The signed-in member’s conversations',
    auth: 'required',
    query: pageQuery(CONVERSATIONS_PAGE),
    operation: RestConversationsDocument,
    variables: ({ query }) => ({ limit: query.limit, offset: query.offset }),
    returns: z.array(conversationJson),
    response: (data) => (data.conversations ?? []).map(toConversationJson),
  }),
  defineRoute({
    method: 'GET',
    path: '/messages/:partnerId',
    summary: 'The messages with one member (reading changes nothing: mark them read with POST /api/messages/{partnerId}/read)',
    auth: 'required',
    params: z.object({ partnerId: z.guid() }),
    query: z.object({ before: z.preprocess((value) => (Array.isArray(value) ? value.at(-1) : value), z.guid().optional()), limit: pageQuery(THREAD_PAGE).shape.limit }),
    operation: RestMessageThreadDocument,
    variables: ({ params, query }) => ({ partnerId: params.partnerId, before: query.before ?? null, limit: query.limit }),
    returns: z.array(messageJson),
    response: (data) => data.conversation.messages.messages.map(toMessageJson),
  }),
  defineRoute({
    method: 'POST',
    path: '/messages/:partnerId/read',
    summary: 'Mark the messages from one member read (when her thread is shown); answers the conversation',
    auth: 'required',
    params: z.object({ partnerId: z.guid() }),
    operation: RestMarkConversationReadDocument,
    variables: ({ params }) => ({ partnerId: params.partnerId }),
    returns: conversationJson,
    response: (data) => toConversationJson(data.markConversationRead),
  }),
  defineRoute({
    method: 'POST',
    path: '/messages',
    summary: 'Send a message',
    auth: 'required',
    body: messageBody,
    operation: RestSendMessageDocument,
    variables: ({ body }) => ({ recipientId: body.recipient_id, content: body.content }),
    returns: messageJson,
    response: (data) => toMessageJson(data.sendMessage),
    status: 201,
  }),
];
