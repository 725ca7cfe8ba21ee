import { graphql } from '../../gql';

export const FollowMemberMutation = graphql(`
  mutation FollowMember($userId: ID!) {
    follow(userId: $userId) {
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
  }
`);

export const UnfollowMemberMutation = graphql(`
  mutation UnfollowMember($userId: ID!) {
    unfollow(userId: $userId) {
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
  }
`);
