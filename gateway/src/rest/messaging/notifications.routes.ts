import { z } from 'zod';
import { defineRoute } from '../framework.js';
import {
  RestMarkAllNotificationsReadDocument,
  RestMarkNotificationReadDocument,
  RestNotificationsDocument,
  RestUnreadNotificationCountDocument,
} from '../gql/graphql.js';
import { pageQuery } from '../params.js';
import { notificationJson, toNotificationJson } from './notification.mapper.js';

/** GET /notifications without a limit: the newest 20 (older ones with `before`). */
const NOTIFICATIONS_PAGE = 20;

/** The notification centre (beyond the first specification): the viewer's list, unread count, mark one or all read. */
export const notificationsRoutes = [
  defineRoute({
    method: 'GET',
    path: '/notifications',
    summary: 'The signed-in member’s notifications',
    auth: 'required',
    query: z.object({
      before: z.preprocess((value) => (Array.isArray(value) ? value.at(-1) : value), z.guid().optional()),
      limit: pageQuery(NOTIFICATIONS_PAGE).shape.limit,
    }),
    operation: RestNotificationsDocument,
    variables: ({ query }) => ({ limit: query.limit, before: query.before ?? null }),
    returns: z.array(notificationJson),
    response: (data) => data.notifications.map(toNotificationJson),
  }),
  defineRoute({
    method: 'GET',
    path: '/notifications/unread-count',
    summary: 'How many notifications are unread',
    auth: 'required',
    operation: RestUnreadNotificationCountDocument,
    variables: () => ({}),
    returns: z.object({ count: z.number().int() }),
    response: (data) => ({ count: data.unreadNotificationCount }),
  }),
  defineRoute({
    method: 'POST',
    path: '/notifications/read-all',
    summary: 'Mark every notification read',
    auth: 'required',
    operation: RestMarkAllNotificationsReadDocument,
    variables: () => ({}),
    returns: z.object({ marked: z.number().int() }),
    response: (data) => ({ marked: data.markAllNotificationsRead }),
  }),
  defineRoute({
    method: 'POST',
    path: '/notifications/:id/read',
    summary: 'Mark a notification read',
    auth: 'required',
    params: z.object({ id: z.guid() }),
    operation: RestMarkNotificationReadDocument,
    variables: ({ params }) => ({ id: params.id }),
    returns: notificationJson,
    response: (data) => toNotificationJson(data.markNotificationRead),
  }),
];
