import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import type { TogglePhotoLikeMutation } from '../../gql/graphql';
import { notify } from '../../lib/notify';

const TogglePhotoLikeMutation = graphql(`
  mutation TogglePhotoLike($id: ID!) {
    togglePhotoLike(id: $id) {
      liked
      photo {
        id
        likesCount
        likedByMe
      }
    }
  }
`);

/**
 * Like or unlike a photo: the heart and count change at once (optimistic), then take the server's exact count
 * from its reply; a failure puts them back and toasts 'Failed to like photo' (docs/product.md, Error catalogue).
 */
export function useTogglePhotoLike(photo: { id: string; likesCount: number; likedByMe: boolean }) {
  const [toggle, { loading }] = useMutation(TogglePhotoLikeMutation);
  const { id, likesCount, likedByMe } = photo;
  const like = useCallback(() => {
    const liked = !likedByMe;
    // The generated types leave __typename out; the cache needs it to find the photo the guess is about.
    const guess = {
      togglePhotoLike: {
        __typename: 'PhotoLikeResult',
        liked,
        photo: { __typename: 'Photo', id, likedByMe: liked, likesCount: Math.max(0, likesCount + (liked ? 1 : -1)) },
      },
    } as TogglePhotoLikeMutation;
    toggle({ variables: { id }, optimisticResponse: guess }).catch((error: unknown) => {
      console.warn('Photo like failed', error);
      notify.error('Failed to like photo');
    });
  }, [toggle, id, likesCount, likedByMe]);
  return { like, liking: loading };
}
