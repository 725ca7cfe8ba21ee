import { z } from 'zod';
import { toUserSummaryJson, userSummaryJson } from '../accounts/user.mapper.js';
import { NotificationKind, type RestNotificationFragment } from '../gql/graphql.js';
import { dateTime } from '../reply-fields.js';

/**
 * A notification as REST answers it (docs/contracts.md, "Notifications"): the stream's shape plus `actor`, the member
 * who did it as a user summary (null for event notices).
 */
export const notificationJson = z
  .object({
    id: z.guid(),
    kind: z.enum(NotificationKind),
    actor_id: z.guid().nullable(),
    actor: userSummaryJson.nullable(),
    text: z.string(),
    link: z.string(),
    created_at: dateTime,
    read_at: dateTime.nullable(),
  })
  .meta({ id: 'Notification' });

export const toNotificationJson = (notification: RestNotificationFragment): z.input<typeof notificationJson> => ({
  id: notification.id,
  kind: notification.kind,
  actor_id: notification.actor?.id ?? null,
  actor: notification.actor ? toUserSummaryJson(notification.actor) : null,
  text: notification.text,
  link: notification.link,
  created_at: notification.createdAt,
  read_at: notification.readAt,
});
