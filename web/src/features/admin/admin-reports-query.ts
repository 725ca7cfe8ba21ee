import { graphql } from '../../gql';

/** The server's cap on one page of reports. */
export const ADMIN_REPORTS_LIMIT = 100;

/** Admin Panel → Reports: the open reports, newest first, and the labels of their reasons. */
export const AdminReportsQuery = graphql(`
  query AdminReports($limit: Int!) {
    messageReports(status: open, limit: $limit) {
      id
      createdAt
      reason
      details
      message {
        id
        content
        createdAt
      }
      sender {
        id
        firstName
        lastName
        email
      }
      reporter {
        id
        firstName
        lastName
        email
      }
    }
    messageReportReasons {
      value
      label
    }
  }
`);

export const ResolveReportMutation = graphql(`
  mutation ResolveReport($id: ID!, $note: String) {
    resolveMessageReport(id: $id, note: $note) {
      id
      status
    }
  }
`);
