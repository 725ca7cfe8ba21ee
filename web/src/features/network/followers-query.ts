import { graphql } from '../../gql';

/** The /followers route's own query: who follows the member and whom she follows (the newest 100 each, the server's cap). */
export const FollowersPageQuery = graphql(`
  query FollowersPage($userId: ID!) {
    followers(userId: $userId, limit: 100) {
      id
      ...NetworkCard
    }
    following(userId: $userId, limit: 100) {
      id
      ...NetworkCard
    }
  }
`);
