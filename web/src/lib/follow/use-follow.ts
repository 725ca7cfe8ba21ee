import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { errorMessage } from '../error-message';
import { notify } from '../notify';
import { FollowMemberMutation } from './follow-operations';

/**
 * Follow a member. The payload refreshes both counters and `isFollowedByMe` in the cache; the cached
 * follower/following lists are dropped so the next screen that shows them asks again.
 */
export function useFollow() {
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [mutate] = useMutation(FollowMemberMutation, {
    update(cache) {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'following' });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'followers' });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'isFollowing' });
      cache.gc();
    },
  });
  const follow = useCallback(
    async (userId: string): Promise<boolean> => {
      setPendingId(userId);
      try {
        await mutate({ variables: { userId } });
        notify.success('Successfully followed user!');
        return true;
      } catch (error) {
        notify.error(errorMessage(error, 'Failed to follow user'));
        return false;
      } finally {
        setPendingId(null);
      }
    },
    [mutate],
  );
  return { follow, pendingId };
}
