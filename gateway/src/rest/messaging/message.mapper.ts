import { toUserSummaryJson } from '../accounts/user.mapper.js';
import type {
  RestAdminMessageReportFragment,
  RestBlockedMemberFragment,
  RestConversationsQuery,
  RestMessageFragment,
  RestMessageReportFragment,
} from '../gql/graphql.js';

/** A message as REST answers it (spec §3, api-additions.md): exactly these five fields. */
export const toMessageJson = (message: RestMessageFragment) => ({
  id: message.id,
  sender_id: message.sender.id,
  recipient_id: message.recipient.id,
  content: message.content,
  created_at: message.createdAt,
});

type RestConversation = NonNullable<RestConversationsQuery['conversations']>[number];

/** A conversation (spec §3): partner_id, partner (a user summary), last_message {content, created_at}, unread_count. */
export const toConversationJson = (conversation: RestConversation) => ({
  partner_id: conversation.id,
  partner: toUserSummaryJson(conversation.partner),
  last_message: conversation.lastMessage ? { content: conversation.lastMessage.content, created_at: conversation.lastMessage.createdAt } : null,
  unread_count: conversation.unreadCount,
});

/** A member the viewer blocked. */
export const toBlockedMemberJson = (block: RestBlockedMemberFragment) => ({
  user_id: block.user.id,
  user: toUserSummaryJson(block.user),
  blocked_at: block.blockedAt,
});

/** A report as its reporter sees it. */
export const toReportJson = (report: RestMessageReportFragment) => ({
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
export const toAdminReportJson = (report: RestAdminMessageReportFragment) => ({
  ...toReportJson(report),
  message: toMessageJson(report.message),
  sender: toUserSummaryJson(report.sender),
  reporter: toUserSummaryJson(report.reporter),
  resolved_by_id: report.resolvedBy?.id ?? null,
});
