import { graphql } from '../../gql';

/** The /followers route's own query: who follows the member and whom she follows. */
export const FollowersPageQuery = graphql(`
  query FollowersPage($userId: ID!) {
    followers(userId: $userId) {
      id
      ...NetworkCard
    }
    following(userId: $userId) {
      id
      ...NetworkCard
    }
  }
`);
