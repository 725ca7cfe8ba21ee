/** Test helpers for notifications: a member's notifications and unread count straight from messaging, waiting for them. */
import { eventually, queryRows, subgraph, viewerOf } from '@momstride/testing';
import { messaging } from './messaging.js';

/** Whoever a test acts as: a member it registered (her user id and role). */
type Someone = Parameters<typeof viewerOf>[0];

export interface NotificationView {
  id: string;
  kind: string;
  text: string;
  link: string;
  createdAt: string;
  readAt: string | null;
  actor: { id: string } | null;
}

export const NOTIFICATION_FIELDS = 'id kind text link createdAt readAt actor { id }';
const NOTIFICATIONS = `query($limit: Int! = 100, $before: ID) { notifications(limit: $limit, before: $before) { ${NOTIFICATION_FIELDS} } unreadNotificationCount }`;

export const accounts = subgraph('accounts');
export const community = subgraph('community');

/** Her notifications (newest first, up to 100) and unread count. */
export async function notificationsOf(member: Someone, options: { limit?: number; before?: string } = {}) {
  return messaging.gqlOk<{ notifications: NotificationView[]; unreadNotificationCount: number }>(NOTIFICATIONS, options, viewerOf(member));
}

/** Waits until one of her notifications matches (the domain event behind it has been applied). */
export const notificationLike = (member: Someone, match: (notification: NotificationView) => boolean, what = 'a notification') =>
  eventually(async () => (await notificationsOf(member)).notifications.find(match), 20_000, what);

export const follow = (follower: Someone, followee: Someone) =>
  accounts.gqlOk('mutation($id: ID!) { follow(userId: $id) { isFollowing } }', { id: followee.user.id }, viewerOf(follower));

/** `endorser` endorses `endorsee` for `skill`, once community knows her (its member row comes from user.registered). */
export async function endorse(endorser: Someone, endorsee: Someone, skill: string): Promise<unknown> {
  await eventually(
    async () => ((await queryRows(community.databaseUrl(), 'select 1 from members where user_id = $1', [endorsee.user.id])).length ? true : undefined),
    20_000,
    'user.registered to reach community',
  );
  return community.gqlOk('mutation($id: ID!, $skill: String!) { endorse(userId: $id, skill: $skill) { id } }', { id: endorsee.user.id, skill }, viewerOf(endorser));
}
