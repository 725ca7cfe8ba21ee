import { graphql } from '../../gql';

/** The server's cap on one page of reports. */
export const ADMIN_REPORTS_LIMIT = 100;

/**
 * Admin Panel → Reports: the one moderation queue (every kind, or one; open or resolved), each report with what was
 * reported as it looks, and the labels of the reasons.
 */
export const AdminReportsQuery = graphql(`
  query AdminReports($kind: ReportSubjectType, $status: MessageReportStatus!, $limit: Int!) {
    reports(kind: $kind, status: $status, limit: $limit) {
      id
      createdAt
      subjectType
      subjectId
      reason
      details
      status
      resolution
      resolutionNote
      resolvedAt
      restoredAt
      reportCount
      author {
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
      message {
        id
        content
        createdAt
      }
      post {
        id
        content
        createdAt
      }
      story {
        id
        title
        storyContent
      }
      photo {
        id
        title
        thumbnailUrl
      }
      review {
        id
        rating
        title
        content
      }
      member {
        id
        firstName
        lastName
        businessName
      }
    }
    messageReportReasons {
      value
      label
    }
  }
`);

export const ResolveReportMutation = graphql(`
  mutation ResolveReport($id: ID!, $action: ReportAction!, $note: String) {
    resolveReport(id: $id, action: $action, note: $note) {
      id
      status
      resolution
      resolutionNote
    }
  }
`);

export const RestoreReportMutation = graphql(`
  mutation RestoreReport($id: ID!) {
    restoreReportedContent(id: $id) {
      id
      restoredAt
    }
  }
`);
