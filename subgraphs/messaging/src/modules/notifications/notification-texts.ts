import { NotificationKind } from './notification-kind.js';

/**
 * What each kind of notification says and where it leads (docs/contracts.md, "Notifications"). A text with an actor is
 * shown after her name ("Maya Bennett started following you"); paths are the web app's (web/src/config/paths.ts).
 */
export const notificationTexts = {
  follow: (followerId: string) => ({ kind: NotificationKind.follow, text: 'started following you', link: `/profile/${followerId}` }),
  message: (senderId: string, count: number) => ({
    kind: NotificationKind.message,
    text: count === 1 ? 'sent you a message' : `sent you ${count} messages`,
    link: `/messages?user=${senderId}`,
  }),
  endorsement: (skill: string) => ({ kind: NotificationKind.endorsement, text: `endorsed you for ${skill}`, link: '/profile' }),
  waitlistPromoted: (title: string) => ({ kind: NotificationKind.waitlist_promoted, text: `You're in: ${title}`, link: '/events' }),
  eventCancelled: (title: string) => ({ kind: NotificationKind.event_cancelled, text: `Cancelled: ${title}`, link: '/events' }),
  eventChanged: (title: string) => ({ kind: NotificationKind.event_changed, text: `Changed: ${title} has a new time or place`, link: '/events' }),
  reminder: (title: string, leadMinutes: number) => ({
    kind: NotificationKind.reminder,
    text: `${leadMinutes >= 24 * 60 ? 'Your walk starts in 24 hours' : 'Your walk starts in 1 hour'}: ${title}`,
    link: '/events',
  }),
  challengePassed: (title: string) => ({ kind: NotificationKind.challenge, text: `passed you in ${title}`, link: '/community' }),
  dataExportReady: () => ({ kind: NotificationKind.data_export_ready, text: 'Your data is ready to download', link: '/profile#privacy' }),
  contentHidden: (noun: string, link: string) => ({
    kind: NotificationKind.moderation,
    text: `An admin hid your ${noun} after a report: other members no longer see it`,
    link,
  }),
  contentRestored: (noun: string, link: string) => ({ kind: NotificationKind.moderation, text: `An admin restored your ${noun}: it shows again`, link }),
} as const;

/** The collapse key of a sender's messages: one unread notification per conversation. */
export const messageCollapseKey = (senderId: string): string => `message:${senderId}`;
