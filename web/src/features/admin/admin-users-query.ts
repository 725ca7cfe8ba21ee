import { graphql } from '../../gql';

/** The Admin Panel Users tab's own query: every user (with the total) and the pending admin requests. */
export const AdminUsersQuery = graphql(`
  query AdminUsersPage($search: String) {
    adminUsers(search: $search) {
      total
      users {
        id
        ...AdminUserRow
      }
    }
    pendingAdminRequests {
      id
      ...PendingAdminRequest
    }
  }
`);
