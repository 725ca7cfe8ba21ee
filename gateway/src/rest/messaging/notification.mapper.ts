import { toUserSummaryJson } from '../accounts/user.mapper.js';
import type { RestNotificationFragment } from '../gql/graphql.js';

/**
 * A notification as REST answers it (docs/contracts.md, "Notifications"): the stream's shape plus `actor`, the member
 * who did it as a user summary (null for event notices).
 */
export const toNotificationJson = (notification: RestNotificationFragment) => ({
  id: notification.id,
  kind: notification.kind,
  actor_id: notification.actor?.id ?? null,
  actor: notification.actor ? toUserSummaryJson(notification.actor) : null,
  text: notification.text,
  link: notification.link,
  created_at: notification.createdAt,
  read_at: notification.readAt,
});
