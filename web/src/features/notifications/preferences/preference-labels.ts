import type { DigestDay, NotificationPreferenceType } from '../../../gql/graphql';

/** What each type is called on the screen, in the order shown. */
export const TYPE_LABELS: ReadonlyArray<{ type: NotificationPreferenceType; label: string; hint: string }> = [
  { type: 'message', label: 'New messages', hint: 'By mail only when a message stays unread for a while, one mail per member' },
  { type: 'follow', label: 'New followers', hint: 'Someone started following you' },
  { type: 'endorsement', label: 'Endorsements', hint: 'Someone endorsed one of your skills' },
  { type: 'waitlist_promoted', label: 'Waitlist places', hint: 'A place came free and it is yours' },
  { type: 'event_cancelled', label: 'Cancelled or changed walks', hint: 'A walk you joined was cancelled or moved' },
  { type: 'reminder', label: 'Walk reminders', hint: 'Before a walk you joined' },
  { type: 'challenge', label: 'Challenge updates', hint: 'Someone passed you on a challenge leaderboard' },
];

export const CHANNEL_LABELS = [
  { key: 'inApp', label: 'In the app' },
  { key: 'mail', label: 'By mail' },
  { key: 'push', label: 'Push' },
] as const;

export type ChannelKey = (typeof CHANNEL_LABELS)[number]['key'];

export const DIGEST_DAYS: ReadonlyArray<{ value: DigestDay; label: string }> = [
  { value: 'monday', label: 'Monday' },
  { value: 'tuesday', label: 'Tuesday' },
  { value: 'wednesday', label: 'Wednesday' },
  { value: 'thursday', label: 'Thursday' },
  { value: 'friday', label: 'Friday' },
  { value: 'saturday', label: 'Saturday' },
  { value: 'sunday', label: 'Sunday' },
  { value: 'never', label: 'Never' },
];
