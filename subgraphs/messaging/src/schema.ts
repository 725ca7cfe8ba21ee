import 'reflect-metadata';
import { buildSubgraph, printSubgraphSdl, type BuildSubgraphOptions } from '@momstride/kit';
import { BlockResolver } from './modules/blocks/block.resolver.js';
import { ConversationResolver } from './modules/conversations/conversation.resolver.js';
import { MessageResolver } from './modules/messages/message.resolver.js';
import { NotificationResolver } from './modules/notifications/notification.resolver.js';
import { ReportResolver } from './modules/reports/report.resolver.js';
import { resolveUserReference } from './modules/users/user.reference.js';
import { UserResolver } from './modules/users/user.resolver.js';

const subgraphOptions: BuildSubgraphOptions = {
  resolvers: [ConversationResolver, MessageResolver, BlockResolver, ReportResolver, NotificationResolver, UserResolver],
  referenceResolvers: {
    User: { __resolveReference: resolveUserReference },
  },
  federationImports: ['@key', '@shareable'],
};

export const buildMessagingSchema = async () => (await buildSubgraph(subgraphOptions)).schema;

export const printMessagingSchema = (): Promise<string> => printSubgraphSdl(subgraphOptions);
