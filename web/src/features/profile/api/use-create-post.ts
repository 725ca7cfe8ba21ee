import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../gql';
import { errorMessage } from '../../../lib/error-message';
import { runMutation, type Outcome } from '../../../kit/outcome';

const CreatePostMutation = graphql(`
  mutation CreatePost($content: String!) {
    createPost(content: $content) {
      id
      ...PostCard
      author {
        id
        postsCount
      }
    }
  }
`);

/**
 * Share an update. The new post goes on top of the cached community feed and of the author's own post
 * lists, so Your Posts and the dashboard show it without asking again.
 */
export function useCreatePost() {
  const [mutate, { loading }] = useMutation(CreatePostMutation, {
    update(cache, { data }) {
      if (!data) return;
      const post = data.createPost;
      const ref = cache.identify({ __typename: 'Post', id: post.id });
      if (!ref) return;
      const newPost: Reference = { __ref: ref };
      cache.modify<{ feed: readonly Reference[]; userPosts: readonly Reference[] }>({
        id: 'ROOT_QUERY',
        fields: {
          feed: (existing = []) => [newPost, ...existing],
          userPosts: (existing = [], { storeFieldName }) =>
            storeFieldName.includes(`"${post.author.id}"`) ? [newPost, ...existing] : existing,
        },
      });
    },
  });
  const createPost = useCallback(
    async (content: string): Promise<Outcome> =>
      runMutation(
        async () => {
          await mutate({ variables: { content } });
        },
        { success: 'Post created successfully!', failure: (error) => errorMessage(error, 'Failed to create post') },
      ),
    [mutate],
  );
  return { createPost, loading };
}
