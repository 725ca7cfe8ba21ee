import type { DomainEventConsumer } from '@momstride/kit';
import { subscribeToBlocks } from '../modules/reviews/review-blocks.js';

/**
 * media-reviews' reactions to other subgraphs' events beyond the kit's (which keeps the member and event copies and
 * handles `user.deleted` with removeUserContent): blocks between members (messaging) stop member reviews between the
 * two. Each delivery is applied once, in one transaction.
 */
export async function subscribeToDomainEvents(consumer: DomainEventConsumer): Promise<void> {
  await subscribeToBlocks(consumer);
}
