import { registerEnumType } from 'type-graphql';
import { NotificationKind } from '../notifications/notification-kind.js';

/** What a member can turn on or off per channel (docs/product.md, "Notification preferences"). */
export enum NotificationPreferenceType {
  message = 'message',
  follow = 'follow',
  endorsement = 'endorsement',
  waitlist_promoted = 'waitlist_promoted',
  event_cancelled = 'event_cancelled',
  reminder = 'reminder',
  challenge = 'challenge',
  /** The weekly digest: by mail only, on her digest day; not a switch (its unsubscribe link sets the day to never). */
  digest = 'digest',
}

/** The types she turns on or off per channel (every type but the digest, which has its day). */
export type SwitchType = Exclude<NotificationPreferenceType, NotificationPreferenceType.digest>;

/** Where a notification reaches her. */
export enum NotificationChannel {
  in_app = 'in_app',
  mail = 'mail',
  push = 'push',
}

/** The day of her weekly digest mail, or never. */
export enum DigestDay {
  monday = 'monday',
  tuesday = 'tuesday',
  wednesday = 'wednesday',
  thursday = 'thursday',
  friday = 'friday',
  saturday = 'saturday',
  sunday = 'sunday',
  never = 'never',
}

export const PREFERENCE_TYPES = Object.values(NotificationPreferenceType).filter((type): type is SwitchType => type !== NotificationPreferenceType.digest);
export const CHANNELS = Object.values(NotificationChannel);

/** On or off per channel, for one type. */
export type ChannelSwitches = Readonly<Record<NotificationChannel, boolean>>;

/**
 * The defaults of a member who never saved her preferences: everything in the app; mail and push for what she must not
 * miss (a message, a waitlist place, a cancellation, a reminder); new followers and endorsements stay in the app.
 */
export const DEFAULT_SWITCHES: Readonly<Record<SwitchType, ChannelSwitches>> = {
  message: { in_app: true, mail: true, push: true },
  follow: { in_app: true, mail: false, push: false },
  endorsement: { in_app: true, mail: false, push: false },
  waitlist_promoted: { in_app: true, mail: true, push: true },
  event_cancelled: { in_app: true, mail: true, push: true },
  reminder: { in_app: true, mail: true, push: true },
  challenge: { in_app: true, mail: false, push: false },
};

export const DEFAULT_DIGEST_DAY = DigestDay.monday;

/**
 * The preference that governs each notification kind; a kind without one (her data export) is always made, in the app
 * only (accounts mails that one itself).
 */
export const preferenceTypeOf = (kind: NotificationKind): SwitchType | undefined => KIND_TYPES[kind];

const KIND_TYPES: Partial<Record<NotificationKind, SwitchType>> = {
  [NotificationKind.message]: NotificationPreferenceType.message,
  [NotificationKind.follow]: NotificationPreferenceType.follow,
  [NotificationKind.endorsement]: NotificationPreferenceType.endorsement,
  [NotificationKind.waitlist_promoted]: NotificationPreferenceType.waitlist_promoted,
  [NotificationKind.event_cancelled]: NotificationPreferenceType.event_cancelled,
  [NotificationKind.event_changed]: NotificationPreferenceType.event_cancelled,
  [NotificationKind.reminder]: NotificationPreferenceType.reminder,
  [NotificationKind.challenge]: NotificationPreferenceType.challenge,
};

registerEnumType(NotificationPreferenceType, {
  name: 'NotificationPreferenceType',
  description: 'What a member can turn on or off per channel',
  valuesConfig: {
    message: { description: 'New messages' },
    follow: { description: 'A new follower' },
    endorsement: { description: 'An endorsement of one of her skills' },
    waitlist_promoted: { description: 'A place from the waitlist' },
    event_cancelled: { description: 'A walk she joined was cancelled or changed' },
    reminder: { description: 'Reminders before a walk she joined' },
    challenge: { description: 'Challenge updates: a member passed her on a leaderboard' },
    digest: { description: 'The weekly digest mail (only an unsubscribe link names it: its day is digestDay, never turns it off)' },
  },
});
registerEnumType(NotificationChannel, {
  name: 'NotificationChannel',
  description: 'Where a notification reaches her: in the app, by mail or by push',
  valuesConfig: {
    in_app: { description: 'In the app (the bell)' },
    mail: { description: 'By mail' },
    push: { description: 'As a push notification on the devices where she turned push on' },
  },
});
registerEnumType(DigestDay, {
  name: 'DigestDay',
  description: 'The day of her weekly digest mail, or never',
  valuesConfig: Object.fromEntries(
    Object.values(DigestDay).map((day) => [day, { description: day === DigestDay.never ? 'No weekly digest' : `On ${day[0]!.toUpperCase()}${day.slice(1)}s` }]),
  ) as Record<DigestDay, { description: string }>,
});
