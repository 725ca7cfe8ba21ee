import { isUuid } from '@momstride/kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';

/**
 * Per request: does the viewer follow user X? N loads in one tick become ONE query on the follows primary
 * key. Anonymous viewers (no `viewerId`) follow no one and cost no query.
 */
export function createIsFollowedByViewerLoader(em: EntityManager, viewerId: string | undefined): DataLoader<string, boolean> {
  return new DataLoader<string, boolean>(async (ids) => {
    const candidates = viewerId && isUuid(viewerId) ? [...new Set(ids.filter(isUuid))] : [];
    if (candidates.length === 0) return ids.map(() => false);
    const rows = await em.execute<Array<{ followee_id: string }>>(
      'select followee_id from follows where follower_id = ? and followee_id in (?)',
      [viewerId, candidates],
    );
    const followed = new Set(rows.map((row) => row.followee_id));
    return ids.map((id) => followed.has(id));
  });
}
