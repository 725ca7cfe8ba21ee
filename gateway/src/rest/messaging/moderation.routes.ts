import { z } from 'zod';
import { defineRoute } from '../framework.js';
import {
  MessageReportReason,
  MessageReportStatus,
  ReportAction,
  ReportSubjectType,
  RestReportContentDocument,
  RestReportsDocument,
  RestResolveReportDocument,
  RestRestoreReportedContentDocument,
} from '../gql/graphql.js';
import { pageQuery } from '../params.js';
import { adminContentReportJson, contentReportJson, toAdminContentReportJson, toContentReportJson } from './report.mapper.js';

/** A query value as express parses it: the last of repeated keys; blank counts as absent. */
const lastValue = (value: unknown): unknown => {
  const last = Array.isArray(value) ? value.at(-1) : value;
  return last === '' ? undefined : last;
};

/**
 * The one moderation queue (docs/product.md, "Reporting and moderation"): a member reports a message, post, story,
 * photo, review or member; admins list every kind, resolve (dismiss, hide, suspend, with a note) and restore hidden
 * content. The older message-only routes stay in reports.routes.ts.
 */
export const moderationRoutes = [
  defineRoute({
    method: 'POST',
    path: '/reports',
    summary: 'Report a message, post, story, photo, review or member to the admins',
    auth: 'required',
    body: z.object({
      subject_type: z.enum(ReportSubjectType),
      subject_id: z.guid(),
      reason: z.enum(MessageReportReason),
      details: z.string().nullish(),
    }),
    operation: RestReportContentDocument,
    variables: ({ body }) => ({ input: { subjectType: body.subject_type, subjectId: body.subject_id, reason: body.reason, details: body.details ?? null } }),
    returns: contentReportJson,
    response: (data) => toContentReportJson(data.reportContent),
    status: 201,
  }),
  defineRoute({
    method: 'GET',
    path: '/admin/moderation/reports',
    summary: 'The moderation queue: reports of every kind (admins)',
    auth: 'required',
    query: pageQuery(50).extend({
      status: z.preprocess(lastValue, z.enum(MessageReportStatus).default(MessageReportStatus.Open)),
      kind: z.preprocess(lastValue, z.enum(ReportSubjectType).optional()),
    }),
    operation: RestReportsDocument,
    variables: ({ query }) => ({ kind: query.kind ?? null, status: query.status, limit: query.limit, offset: query.offset }),
    returns: z.array(adminContentReportJson),
    response: (data) => data.reports.map(toAdminContentReportJson),
  }),
  defineRoute({
    method: 'POST',
    path: '/admin/moderation/reports/:id/resolve',
    summary: 'Resolve a report: dismiss, hide the content or suspend its author (admins)',
    auth: 'required',
    params: z.object({ id: z.guid() }),
    body: z.object({ action: z.enum(ReportAction), note: z.string().nullish() }),
    operation: RestResolveReportDocument,
    variables: ({ params, body }) => ({ id: params.id, action: body.action, note: body.note ?? null }),
    returns: adminContentReportJson,
    response: (data) => toAdminContentReportJson(data.resolveReport),
  }),
  defineRoute({
    method: 'POST',
    path: '/admin/moderation/reports/:id/restore',
    summary: 'Show content a report hid again (admins)',
    auth: 'required',
    params: z.object({ id: z.guid() }),
    operation: RestRestoreReportedContentDocument,
    variables: ({ params }) => ({ id: params.id }),
    returns: adminContentReportJson,
    response: (data) => toAdminContentReportJson(data.restoreReportedContent),
  }),
];
