import { z } from 'zod';
import { detail, RestReplyError } from '../errors.js';
import { defineRoute } from '../framework.js';
import {
  DataExportState,
  RestCreateDataExportLinkDocument,
  RestDeleteMyAccountDocument,
  RestMyDataExportDocument,
  RestRequestDataExportDocument,
  type RestDataExportFragment,
} from '../gql/graphql.js';
import { dateTime, messageReply } from '../reply-fields.js';

export const NO_DATA_EXPORT = 'You have not asked for a copy of your data yet';

/** A member's data export as /api shows it (docs/privacy.md). */
const dataExportJson = z
  .object({
    status: z.enum(DataExportState).meta({ description: 'pending (being made), ready (download once until expires_at), downloaded, failed' }),
    requested_at: dateTime,
    ready_at: dateTime.nullable(),
    expires_at: dateTime.nullable().meta({ description: '7 days after it was ready; the archive is deleted then, or once downloaded' }),
    downloaded_at: dateTime.nullable(),
    size_bytes: z.number().int().nullable(),
    problem: z.string().nullable(),
  })
  .meta({ id: 'DataExport' });

const linkJson = z
  .object({
    url: z.string().meta({ description: 'Works once, without signing in (GET answers the zip); a new link replaces the previous one' }),
    expires_at: dateTime,
  })
  .meta({ id: 'DataExportLink' });

const toDataExportJson = (row: RestDataExportFragment): z.input<typeof dataExportJson> => ({
  status: row.status,
  requested_at: row.requestedAt,
  ready_at: row.readyAt ?? null,
  expires_at: row.expiresAt ?? null,
  downloaded_at: row.downloadedAt ?? null,
  size_bytes: row.sizeBytes ?? null,
  problem: row.problem ?? null,
});

/** DELETE /users/me: the password again; its rules and messages live in accounts. */
const deleteBody = z.object({ password: z.string().meta({ description: 'Your current password' }) });

/** Her data, her choice: before usersRoutes (whose /users/:id routes would take `me`). */
export const privacyRoutes = [
  defineRoute({
    method: 'POST',
    path: '/users/me/export',
    summary: 'Ask for a copy of your data (made in the background; a notification and a mail say when it is ready)',
    auth: 'required',
    status: 202,
    operation: RestRequestDataExportDocument,
    variables: () => ({}),
    returns: dataExportJson,
    response: (data) => toDataExportJson(data.requestDataExport),
  }),
  defineRoute({
    method: 'GET',
    path: '/users/me/export',
    summary: 'Where your copy of your data stands',
    auth: 'required',
    operation: RestMyDataExportDocument,
    variables: () => ({}),
    returns: dataExportJson,
    response: (data) => {
      if (!data.myDataExport) throw new RestReplyError(detail(404, NO_DATA_EXPORT));
      return toDataExportJson(data.myDataExport);
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/users/me/export/link',
    summary: 'A one-time download link of your ready archive',
    auth: 'required',
    operation: RestCreateDataExportLinkDocument,
    variables: () => ({}),
    returns: linkJson,
    response: (data) => ({ url: data.createDataExportLink.url, expires_at: data.createDataExportLink.expiresAt }),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/users/me',
    summary: 'Delete your own account (your password again; the organization owner cannot)',
    auth: 'required',
    body: deleteBody,
    operation: RestDeleteMyAccountDocument,
    variables: ({ body }) => ({ password: body.password }),
    returns: messageReply,
    response: () => ({ message: 'Your account has been deleted' }),
  }),
];
