import { z } from 'zod';
import { detail, RestReplyError } from '../errors.js';
import { defineRoute, TextReply } from '../framework.js';
import { RestUnsubscribeDocument, RestUnsubscribeTargetDocument, type NotificationPreferenceType } from '../gql/graphql.js';
import { unsubscribePage } from './unsubscribe-page.js';

const tokenQuery = z.object({ token: z.preprocess((value) => (Array.isArray(value) ? value.at(-1) : value), z.string().min(1).max(200)) });

const notValid = (): RestReplyError => new RestReplyError(detail(400, 'This unsubscribe link is not valid'));

/**
 * A mail's one-click unsubscribe link (RFC 8058; docs/api.md, "Unsubscribe links"), without signing in: GET shows a page
 * with a button (a mail scanner following links changes nothing); POST — the button, or her mail program's own
 * unsubscribe, which posts `List-Unsubscribe=One-Click` — turns off the one switch the signed token names.
 */
export const unsubscribeRoutes = [
  defineRoute({
    method: 'GET',
    path: '/notifications/unsubscribe',
    summary: 'The page of a mail’s unsubscribe link: what it turns off, and a button',
    query: tokenQuery,
    operation: RestUnsubscribeTargetDocument,
    variables: ({ query }) => ({ token: query.token }),
    returnsText: 'text/html',
    response: (data, { query }) => {
      if (!data.unsubscribeTarget) throw notValid();
      return new TextReply('text/html; charset=utf-8', unsubscribePage({ ...data.unsubscribeTarget, type: data.unsubscribeTarget.type as NotificationPreferenceType, token: query.token, done: false }), { 'Cache-Control': 'no-store' });
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/notifications/unsubscribe',
    summary: 'Turn off the switch a mail’s unsubscribe link names (RFC 8058 one-click)',
    query: tokenQuery,
    operation: RestUnsubscribeDocument,
    variables: ({ query }) => ({ token: query.token }),
    returnsText: 'text/html',
    response: (data, { query }) => {
      if (!data.unsubscribe) throw notValid();
      return new TextReply('text/html; charset=utf-8', unsubscribePage({ ...data.unsubscribe, token: query.token, done: true }), { 'Cache-Control': 'no-store' });
    },
  }),
];
