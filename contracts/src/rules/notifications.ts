/**
 * What each type of notification is called where a member can turn it off: the footer of its mails and the page of
 * their unsubscribe links ("mails about new followers"); docs/product.md, "Notification preferences".
 */
export const NOTIFICATION_TYPE_NAMES: Readonly<Record<string, string>> = {
  message: 'new messages',
  follow: 'new followers',
  endorsement: 'endorsements',
  waitlist_promoted: 'waitlist places',
  event_cancelled: 'cancelled or changed walks',
  reminder: 'walk reminders',
  challenge: 'challenge updates',
  digest: 'your weekly digest',
};

/** A time of day of quiet hours: "HH:MM", 00:00 to 23:59. */
export const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;
export const TIME_OF_DAY_INVALID = 'must be a time of day, "HH:MM" (00:00 to 23:59)';
