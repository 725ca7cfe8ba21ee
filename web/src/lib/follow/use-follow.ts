import { useMutation } from '@apollo/client/react';
import { errorMessage } from '../error-message';
import { useMemberAction } from '../use-member-action';
import { FollowMemberMutation } from './follow-operations';

/**
 * Follow a member. The payload refreshes both counters and `isFollowedByMe` in the cache; the cached
 * follower/following lists are dropped so the next screen that shows them asks again.
 */
export function useFollow() {
  const [mutate] = useMutation(FollowMemberMutation, {
    update(cache) {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'following' });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'followers' });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'isFollowing' });
      cache.gc();
    },
  });
  const { perform: follow, pendingId } = useMemberAction({
    run: async (userId) => {
      await mutate({ variables: { userId } });
      return 'Successfully followed user!';
    },
    failure: (error) => errorMessage(error, 'Failed to follow user'),
  });
  return { follow, pendingId };
}
