import { MEMBERS_MIRROR } from '@momstride/kit';
import { MemberBlock } from './modules/blocks/block.entity.js';
import { Conversation } from './modules/conversations/conversation.entity.js';
import { Message } from './modules/messages/message.entity.js';
import { Notification } from './modules/notifications/notification.entity.js';
import { DELIVERIES_TABLE } from './modules/delivery/deliveries.js';
import { MISSED_MESSAGE_MAILS_TABLE } from './modules/delivery/missed-messages.js';
import { DIGEST_SENDS_TABLE } from './modules/digest/digest-schedule.js';
import { PREFERENCES_TABLE } from './modules/preferences/preferences.service.js';
import { PushSubscription } from './modules/push/push-subscription.entity.js';
import { Report } from './modules/reports/report.entity.js';
import { STREAM_EVENTS_TABLE, STREAM_HEADS_TABLE } from './modules/stream/stream-log.js';

/** Every entity of the messaging database, listed explicitly. */
export const entities = [Message, Conversation, MemberBlock, Report, Notification, PushSubscription];

/** The sending limit's counters (rate-limiter-flexible, the kit's createRateBudget): not an entity. */
export const RATE_LIMITS_TABLE = 'rate_limits';

/**
 * Tables that belong to no entity (left alone by the schema diff); the live stream's log and positions and the
 * notification preferences, deliveries and digest sends are SQL only,
 * and the kit keeps the members copy (runSubgraph's `mirrors`).
 */
export const SQL_ONLY_TABLES = [RATE_LIMITS_TABLE, DIGEST_SENDS_TABLE, PREFERENCES_TABLE, DELIVERIES_TABLE, MISSED_MESSAGE_MAILS_TABLE, STREAM_EVENTS_TABLE, STREAM_HEADS_TABLE, MEMBERS_MIRROR.table];
