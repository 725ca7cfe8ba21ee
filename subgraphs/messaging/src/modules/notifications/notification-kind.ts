import { registerEnumType } from 'type-graphql';

/** What a notification is about (docs/contracts.md, "Notifications"). */
export enum NotificationKind {
  follow = 'follow',
  message = 'message',
  endorsement = 'endorsement',
  waitlist_promoted = 'waitlist_promoted',
  event_cancelled = 'event_cancelled',
  event_changed = 'event_changed',
  data_export_ready = 'data_export_ready',
  challenge = 'challenge',
  reminder = 'reminder',
  moderation = 'moderation',
}

registerEnumType(NotificationKind, {
  name: 'NotificationKind',
  description: 'What a notification is about',
  valuesConfig: {
    follow: { description: 'A member started following her' },
    message: { description: 'New messages from a member (one unread notification per sender, updated)' },
    endorsement: { description: 'A member endorsed one of her skills' },
    waitlist_promoted: { description: 'A place at an event came free and she got it from the waitlist' },
    event_cancelled: { description: 'An event she joined or waited for was cancelled' },
    event_changed: { description: 'An event she joined or waited for moved (date, time or length) or changed its place' },
    data_export_ready: { description: 'The copy of her data she asked for is ready to download (from her Profile)' },
    challenge: { description: 'A member passed her on the leaderboard of a challenge she joined' },
    reminder: { description: 'A walk she joined starts in 24 hours or in 1 hour (as she chose)' },
    moderation: { description: 'An admin hid something she shared after a report, or showed it again' },
  },
});
