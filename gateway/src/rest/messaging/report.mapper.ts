import { z } from 'zod';
import { toUserSummaryJson, userSummaryJson } from '../accounts/user.mapper.js';
import { dateTime } from '../reply-fields.js';
import {
  MessageReportReason,
  MessageReportStatus,
  ReportResolution,
  ReportSubjectType,
  type RestAdminReportFragment,
  type RestReportFragment,
} from '../gql/graphql.js';

/** A report of anything (the one moderation queue), as its reporter sees it. */
export const contentReportJson = z
  .object({
    id: z.guid(),
    subject_type: z.enum(ReportSubjectType),
    subject_id: z.guid(),
    reason: z.enum(MessageReportReason),
    details: z.string().nullable(),
    status: z.enum(MessageReportStatus),
    created_at: dateTime,
    resolved_at: dateTime.nullable(),
    resolution: z.enum(ReportResolution).nullable(),
    resolution_note: z.string().nullable(),
    restored_at: dateTime.nullable(),
  })
  .meta({ id: 'Report' });

export const toContentReportJson = (report: RestReportFragment): z.input<typeof contentReportJson> => ({
  id: report.id,
  subject_type: report.subjectType,
  subject_id: report.subjectId,
  reason: report.reason,
  details: report.details,
  status: report.status,
  created_at: report.createdAt,
  resolved_at: report.resolvedAt,
  resolution: report.resolution ?? null,
  resolution_note: report.resolutionNote,
  restored_at: report.restoredAt ?? null,
});

/** A report in the admins' queue: with the subject's author, the reporter and how many members reported it. */
export const adminContentReportJson = contentReportJson
  .extend({ report_count: z.number().int(), author: userSummaryJson, reporter: userSummaryJson, resolved_by_id: z.guid().nullable() })
  .meta({ id: 'AdminReport' });

export const toAdminContentReportJson = (report: RestAdminReportFragment): z.input<typeof adminContentReportJson> => ({
  ...toContentReportJson(report),
  report_count: report.reportCount,
  author: toUserSummaryJson(report.author),
  reporter: toUserSummaryJson(report.reporter),
  resolved_by_id: report.resolvedBy?.id ?? null,
});
