import { z } from 'zod';
import { toUserSummaryJson, userSummaryJson } from '../accounts/user.mapper.js';
import { dateTime } from '../reply-fields.js';
import {
  MessageReportReason,
  MessageReportStatus,
  type RestAdminMessageReportFragment,
  type RestBlockedMemberFragment,
  type RestConversationsQuery,
  type RestMessageFragment,
  type RestMessageReportFragment,
} from '../gql/graphql.js';

/** A message as REST answers it (docs/product.md, Entities and fields; schema/openapi.json): exactly these five fields. */
export const messageJson = z
  .object({ id: z.guid(), sender_id: z.guid(), recipient_id: z.guid(), content: z.string(), created_at: dateTime })
  .meta({ id: 'Message' });

export const toMessageJson = (message: RestMessageFragment): z.input<typeof messageJson> => ({
  id: message.id,
  sender_id: message.sender.id,
  recipient_id: message.recipient.id,
  content: message.content,
  created_at: message.createdAt,
});

type RestConversation = NonNullable<RestConversationsQuery['conversations']>[number];

/** A conversation (docs/product.md, Entities and fields): partner_id, partner (a user summary), last_message {content, created_at}, unread_count. */
export const conversationJson = z
  .object({
    partner_id: z.guid(),
    partner: userSummaryJson,
    last_message: z.object({ content: z.string(), created_at: dateTime }).nullable(),
    unread_count: z.number().int(),
  })
  .meta({ id: 'Conversation' });

export const toConversationJson = (conversation: RestConversation): z.input<typeof conversationJson> => ({
  partner_id: conversation.id,
  partner: toUserSummaryJson(conversation.partner),
  last_message: conversation.lastMessage ? { content: conversation.lastMessage.content, created_at: conversation.lastMessage.createdAt } : null,
  unread_count: conversation.unreadCount,
});

/** A member the viewer blocked. */
export const blockedMemberJson = z.object({ user_id: z.guid(), user: userSummaryJson, blocked_at: dateTime }).meta({ id: 'BlockedMember' });

export const toBlockedMemberJson = (block: RestBlockedMemberFragment): z.input<typeof blockedMemberJson> => ({
  user_id: block.user.id,
  user: toUserSummaryJson(block.user),
  blocked_at: block.blockedAt,
});

/** A report as its reporter sees it. */
export const reportJson = z
  .object({
    id: z.guid(),
    message_id: z.guid(),
    reason: z.enum(MessageReportReason),
    details: z.string().nullable(),
    status: z.enum(MessageReportStatus),
    created_at: dateTime,
    resolved_at: dateTime.nullable(),
    resolution_note: z.string().nullable(),
  })
  .meta({ id: 'MessageReport' });

export const toReportJson = (report: RestMessageReportFragment): z.input<typeof reportJson> => ({
  id: report.id,
  message_id: report.message.id,
  reason: report.reason,
  details: report.details,
  status: report.status,
  created_at: report.createdAt,
  resolved_at: report.resolvedAt,
  resolution_note: report.resolutionNote,
});

/** A report in the admins' list: with the reported message, its sender and the reporter. */
export const adminReportJson = reportJson
  .extend({ message: messageJson, sender: userSummaryJson, reporter: userSummaryJson, resolved_by_id: z.guid().nullable() })
  .meta({ id: 'AdminMessageReport' });

export const toAdminReportJson = (report: RestAdminMessageReportFragment): z.input<typeof adminReportJson> => ({
  ...toReportJson(report),
  message: toMessageJson(report.message),
  sender: toUserSummaryJson(report.sender),
  reporter: toUserSummaryJson(report.reporter),
  resolved_by_id: report.resolvedBy?.id ?? null,
});
