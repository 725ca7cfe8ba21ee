import { graphql } from '../../gql';

/** docs/product.md, Business constants and limits: the profile shows the 5 latest posts. */
export const PROFILE_POSTS_LIMIT = 5;

/** The /profile route's own query: the member, her latest posts, badges and endorsements. */
export const ProfilePageQuery = graphql(`
  query ProfilePage($userId: ID!, $postsLimit: Int!) {
    me {
      id
      firstName
      lastName
      profilePicture
      ...MemberHero
      ...BusinessDetails
      ...EditProfileForm
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
