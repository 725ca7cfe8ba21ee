import { graphql } from '../../gql';

/** The dashboard route's own query: the member's snapshot from her user record. */
export const DashboardQuery = graphql(`
  query DashboardPage {
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
  }
`);
