import { registerEnumType } from 'type-graphql';

/** What a notification is about (docs/contracts.md, "Notifications"). */
export enum NotificationKind {
  follow = 'follow',
  message = 'message',
  endorsement = 'endorsement',
  waitlist_promoted = 'waitlist_promoted',
  event_cancelled = 'event_cancelled',
}

registerEnumType(NotificationKind, { name: 'NotificationKind', description: 'What a notification is about' });
