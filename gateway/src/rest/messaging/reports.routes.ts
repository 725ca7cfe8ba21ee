import { z } from 'zod';
import { defineRoute } from '../framework.js';
import {
  MessageReportReason,
  MessageReportStatus,
  RestMessageReportsDocument,
  RestReportMessageDocument,
  RestResolveMessageReportDocument,
} from '../gql/graphql.js';
import { pageQuery } from '../params.js';
import { adminReportJson, reportJson, toAdminReportJson, toReportJson } from './message.mapper.js';

/** A query value as express parses it: the last of repeated keys; blank counts as absent. */
const statusQuery = () =>
  z.preprocess((value) => {
    const last = Array.isArray(value) ? value.at(-1) : value;
    return last === '' ? undefined : last;
  }, z.enum(MessageReportStatus).default(MessageReportStatus.Open));

/**
 * Reports (beyond the first specification): a member reports a message she received (reason: one of MessageReportReason, details:
 * free text up to 1,000 characters, checked by messaging); admins list open (or resolved) reports and resolve them.
 */
export const reportsRoutes = [
  defineRoute({
    method: 'POST',
    path: '/messages/:messageId/report',
    summary: 'Report a message to the admins',
    auth: 'required',
    params: z.object({ messageId: z.guid() }),
    body: z.object({ reason: z.enum(MessageReportReason), details: z.string().nullish() }),
    operation: RestReportMessageDocument,
    variables: ({ params, body }) => ({ messageId: params.messageId, reason: body.reason, details: body.details ?? null }),
    returns: reportJson,
    response: (data) => toReportJson(data.reportMessage),
    status: 201,
  }),
  defineRoute({
    method: 'GET',
    path: '/admin/reports',
    summary: 'Reported messages (admins)',
    auth: 'required',
    query: pageQuery(50).extend({ status: statusQuery() }),
    operation: RestMessageReportsDocument,
    variables: ({ query }) => ({ status: query.status, limit: query.limit, offset: query.offset }),
    returns: z.array(adminReportJson),
    response: (data) => data.messageReports.map(toAdminReportJson),
  }),
  defineRoute({
    method: 'POST',
    path: '/admin/reports/:id/resolve',
    summary: 'Resolve a report (admins)',
    auth: 'required',
    params: z.object({ id: z.guid() }),
    body: z.object({ note: z.string().nullish() }).optional(),
    operation: RestResolveMessageReportDocument,
    variables: ({ params, body }) => ({ id: params.id, note: body?.note ?? null }),
    returns: adminReportJson,
    response: (data) => toAdminReportJson(data.resolveMessageReport),
  }),
];
