import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { getFragmentData } from '../../gql';
import { errorMessage } from '../error-message';
import { useMemberAction } from '../use-member-action';
import { FollowChangeFragment, UnfollowMemberMutation } from './follow-operations';

export interface UnfollowMessages {
  success: string;
  failure: (error: unknown) => string;
}

/** The toasts of docs/product.md, Error catalogue for the directory and profiles; My Network passes its own ('Unfollowed successfully' / 'Failed to unfollow'). */
const defaultMessages: UnfollowMessages = {
  success: 'Successfully unfollowed user!',
  failure: (error) => errorMessage(error, 'Failed to unfollow user'),
};

const listFor = (storeFieldName: string, userId: string) => storeFieldName.includes(`"${userId}"`);

/**
 * Unfollow a member. Counters and `isFollowedByMe` come back in the payload; the member leaves the viewer's
 * cached following list and the viewer leaves the member's cached followers list right away.
 */
export function useUnfollow(messages: UnfollowMessages = defaultMessages) {
  const [mutate] = useMutation(UnfollowMemberMutation, {
    update(cache, { data }) {
      if (!data) return;
      const { user, viewer } = getFragmentData(FollowChangeFragment, data.unfollow);
      cache.modify<{ following: readonly Reference[]; followers: readonly Reference[] }>({
        id: 'ROOT_QUERY',
        fields: {
          following(existing = [], { storeFieldName, readField }) {
            if (!listFor(storeFieldName, viewer.id)) return existing;
            return existing.filter((ref) => readField('id', ref) !== user.id);
          },
          followers(existing = [], { storeFieldName, readField }) {
            if (!listFor(storeFieldName, user.id)) return existing;
            return existing.filter((ref) => readField('id', ref) !== viewer.id);
          },
        },
      });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'isFollowing' });
    },
  });
  const { perform: unfollow, pendingId } = useMemberAction({
    run: async (userId) => {
      await mutate({ variables: { userId } });
      return messages.success;
    },
    failure: messages.failure,
  });
  return { unfollow, pendingId };
}
