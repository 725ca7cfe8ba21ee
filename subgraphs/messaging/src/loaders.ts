import { createEntityByIdLoader, type EntityManager } from '@momstride/kit';
import DataLoader from 'dataloader';
import type { MessagingLoaders } from './context.js';
import { blockedAmong } from './modules/blocks/block.service.js';
import { messagingTotals } from './modules/conversations/conversation.service.js';
import { createThreadPageLoader } from './modules/conversations/thread.js';
import { Message } from './modules/messages/message.entity.js';
import { reportCounts } from './modules/reports/report.service.js';

/** Per-request loaders, built on the request's EntityManager fork for the request's viewer. */
export function createMessagingLoaders(em: EntityManager, viewerId: string | undefined): MessagingLoaders {
  return {
    messageById: createEntityByIdLoader(em, Message),
    blockedByViewer: new DataLoader<string, boolean>(async (ids) => {
      if (!viewerId) return ids.map(() => false);
      const blocked = await blockedAmong(em, viewerId, [...new Set(ids)]);
      return ids.map((id) => blocked.has(id));
    }),
    threadPage: createThreadPageLoader(em, viewerId),
    totals: new DataLoader(async (ids) => Promise.all(ids.map((id) => messagingTotals(em, id)))),
    reportCount: new DataLoader(async (keys) => reportCounts(em, keys)),
  };
}
