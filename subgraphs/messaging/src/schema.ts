import 'reflect-metadata';
import type { BuildSubgraphOptions } from '@momstride/kit';
import { BlockResolver } from './modules/blocks/block.resolver.js';
import { ConversationResolver } from './modules/conversations/conversation.resolver.js';
import { MessageResolver } from './modules/messages/message.resolver.js';
import { NotificationResolver } from './modules/notifications/notification.resolver.js';
import { PushResolver } from './modules/push/push.resolver.js';
import { MessageReportResolver, ReportResolver } from './modules/reports/report.resolver.js';
import { UnsubscribeResolver } from './modules/delivery/unsubscribe.resolver.js';
import { PreferencesResolver } from './modules/preferences/preferences.resolver.js';
import { resolveUserReference } from './modules/users/user.reference.js';
import { UserResolver } from './modules/users/user.resolver.js';

/** messaging's GraphQL schema: its resolvers (type-graphql classes) and the reference resolvers of its federation entities. */
export const schema: BuildSubgraphOptions = {
  resolvers: [ConversationResolver, MessageResolver, BlockResolver, ReportResolver, MessageReportResolver, NotificationResolver, PushResolver, PreferencesResolver, UnsubscribeResolver, UserResolver],
  referenceResolvers: {
    User: { __resolveReference: resolveUserReference },
  },
};
