import { graphql } from '../../gql';

/** Users per page of the Admin Panel's users table (the server gives at most 100). */
export const ADMIN_USERS_PAGE_SIZE = 25;
/** Pending admin requests shown (newest first; the server gives at most 100). */
export const PENDING_REQUESTS_SHOWN = 50;

/** The Admin Panel Users tab's own query: one page of users (with the total) and the newest pending admin requests. */
export const AdminUsersQuery = graphql(`
  query AdminUsersPage($search: String, $limit: Int!, $offset: Int!, $pendingLimit: Int!) {
    adminUsers(search: $search, limit: $limit, offset: $offset) {
      total
      users {
        id
        ...AdminUserRow
      }
    }
    pendingAdminRequests(limit: $pendingLimit) {
      id
      ...PendingAdminRequest
    }
  }
`);
