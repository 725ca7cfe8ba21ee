import { graphql } from '../../gql';

export const MEMBER_POSTS_LIMIT = 5;

/** The /profile/:id route's own query: the member, her recent posts, badges and endorsements. */
export const MemberProfileQuery = graphql(`
  query MemberProfilePage($userId: ID!, $postsLimit: Int!) {
    user(id: $userId) {
      id
      firstName
      lastName
      isFollowedByMe
      ...MemberHero
      ...BusinessDetails
    }
    userPosts(userId: $userId, limit: $postsLimit) {
      id
      ...PostCard
    }
    userBadges(userId: $userId) {
      id
      ...BadgeChip
    }
    userEndorsements(userId: $userId) {
      id
      ...EndorsementItem
    }
  }
`);
