import type { RateBudget, SubgraphContext } from '@momstride/kit';
import type DataLoader from 'dataloader';
import type { MessagingTotals } from './modules/conversations/conversation.service.js';
import type { MessagePage, ThreadPageKey } from './modules/conversations/thread.js';
import type { Message } from './modules/messages/message.entity.js';
import type { SubjectOwners } from './modules/reports/subject-owners.js';

export interface MessagingLoaders {
  /** Messages by id, for conversations' last messages and reports (never exposed by id on their own). */
  messageById: DataLoader<string, Message | null>;
  /** Whether the viewer blocked each member: N members, one query (false for anonymous viewers). */
  blockedByViewer: DataLoader<string, boolean>;
  /** A page of the viewer's thread with each partner: N partners with the same cursor and limit, one query. */
  threadPage: DataLoader<ThreadPageKey, MessagePage, string>;
  /** A member's conversation count and unread messages: one query. */
  totals: DataLoader<string, MessagingTotals>;
  /** How many members reported each subject (`kind:id`): N subjects, one query. */
  reportCount: DataLoader<string, number>;
}

export interface MessagingServices {
  /** The per-member sending limit (MESSAGES_PER_MINUTE). */
  readonly sendRate: RateBudget;
  /** The owners of reported subjects (modules/reports/subject-owners.ts). */
  readonly subjects: SubjectOwners;
  /** The per-member budget of test push notifications. */
  readonly testPushRate: RateBudget;
  /** The HMAC key of unsubscribe links (modules/delivery/unsubscribe-token.ts). */
  readonly unsubscribeKey: Buffer;
}

export type MessagingContext = SubgraphContext<MessagingLoaders, { services: MessagingServices }>;
