/**
 * What the `reports` command descriptors need without loading a command's implementation: the kinds and statuses
 * `reports list` filters by.
 */
import type { MessageReportStatus, ReportSubjectType } from '../../gql/graphql.js';

export const REPORT_KINDS = ['message', 'post', 'story', 'photo', 'review', 'member'] as const satisfies readonly ReportSubjectType[];
export const REPORT_STATUSES = ['open', 'resolved'] as const satisfies readonly MessageReportStatus[];
