import { graphql } from '../../gql';

/** What a follow or unfollow changes: her follower count and flag, the viewer's following count. */
export const FollowChangeFragment = graphql(`
  fragment FollowChange on FollowPayload {
    isFollowing
    user {
      id
      isFollowedByMe
      followersCount
    }
    viewer {
      id
      followingCount
    }
  }
`);

export const FollowMemberMutation = graphql(`
  mutation FollowMember($userId: ID!) {
    follow(userId: $userId) {
      ...FollowChange
    }
  }
`);

export const UnfollowMemberMutation = graphql(`
  mutation UnfollowMember($userId: ID!) {
    unfollow(userId: $userId) {
      ...FollowChange
    }
  }
`);
