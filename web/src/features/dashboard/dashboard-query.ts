import { graphql } from '../../gql';

/** Spec §9: the dashboard fetches 5 posts and shows 3. */
export const FEED_FETCH_LIMIT = 5;
export const FEED_SHOWN = 3;

/** The dashboard route's own query: the member's snapshot from her user record and the community feed. */
export const DashboardQuery = graphql(`
  query DashboardPage($feedLimit: Int!) {
    me {
      id
      firstName
      lastName
      role
      businessName
      businessCategory
      businessDescription
      locationCity
      locationState
      yearsInBusiness
      followersCount
      followingCount
      createdAt
      hasPendingAdminRequest
    }
    feed(limit: $feedLimit) {
      id
      ...PostCard
    }
  }
`);
