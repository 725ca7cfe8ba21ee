/**
 * The catalogue of domain events that cross subgraphs (docs/architecture.md, "How events flow"): each subgraph keeps its own data and
 * reacts to the others' events; no cross-database SQL. Payloads are plain JSON.
 */
export interface DomainEvents {
  /** A member registered (accounts). */
  'user.registered': { userId: string; occurredAt: string };
  /** `followerId` started following `followeeId` (accounts). */
  'user.followed': { followerId: string; followeeId: string; occurredAt: string };
  /** `endorserId` endorsed `endorseeId` for `skill` (community: a new endorsement, not the same skill again). For her notifications. */
  'user.endorsed': { endorsementId: string; endorserId: string; endorseeId: string; skill: string; occurredAt: string };
  /** A user was deleted by an admin (accounts); every subgraph removes her content. */
  'user.deleted': { userId: string; occurredAt: string };
  /**
   * A member on an event's waitlist got a place (events-wellness: a participant left or an admin raised the limit);
   * accounts mails her. `startsAt` is ISO time.
   */
  'event.waitlist_promoted': { userId: string; eventId: string; title: string; startsAt: string; occurredAt: string };
  /** An admin created an event (events-wellness); media-reviews lets members review it. `startsAt` is ISO time. */
  'event.created': { eventId: string; title: string; startsAt: string; occurredAt: string };
  /** An admin cancelled an event (events-wellness); `userIds` are its participants and waitlisted members, whom accounts mails. */
  'event.cancelled': { eventId: string; title: string; startsAt: string; userIds: string[]; occurredAt: string };
  /**
   * An admin moved a walk's date (start or length) or changed its place (events-wellness; one per date, also for each
   * date of a this-and-following edit): `userIds` are its participants and waitlisted members, whom messaging notifies
   * (`event_changed`) and accounts mails. Times are ISO; a location is null when not given.
   */
  'event.changed': {
    eventId: string;
    title: string;
    startsAt: string;
    previousStartsAt: string;
    location: string | null;
    previousLocation: string | null;
    userIds: string[];
    occurredAt: string;
  };
  /**
   * A walk member `userId` joined starts in `leadMinutes` (1440 or 60) — events-wellness' reminder scheduler, once per
   * (event, member, lead), in the transaction that records it sent. messaging makes her `reminder` notification.
   * `startsAt` is ISO time; `location` null when not given.
   */
  'event.reminder_due': { eventId: string; userId: string; title: string; startsAt: string; location: string | null; leadMinutes: number; occurredAt: string };
  /** `senderId` sent `recipientId` a message (messaging); `createdAt` is the message's ISO time. messaging makes the recipient's notification of it. */
  'message.sent': { messageId: string; senderId: string; recipientId: string; createdAt: string; occurredAt: string };
  /**
   * A member shared a photo by its URL (media-reviews, for itself): the copy of the image is fetched in the background,
   * after the commit, so the request never waits on the remote host.
   */
  'photo.submitted': { photoId: string; occurredAt: string };
  /**
   * A shopper checked out (commerce; in the order's transaction): accounts mails her a confirmation and the admins a
   * notice. Amounts in US cents; `shipTo` is the address as lines of text.
   */
  'order.placed': {
    orderId: string;
    reference: string;
    firstName: string;
    lastName: string;
    email: string;
    subtotalCents: number;
    lines: Array<{ title: string; variantTitle: string; quantity: number; lineTotalCents: number }>;
    shipTo: string;
    occurredAt: string;
  };
  /**
   * A member posted a new review (media-reviews, in the review's transaction; not when she edits it): webhooks.
   * `reviewType` is what was reviewed ("community", "event" or "member"), `targetId` its id ("community", the walk's or the member's id).
   */
  'review.posted': { reviewId: string; reviewerId: string; reviewType: string; targetId: string; rating: number; title: string; occurredAt: string };
  /** `readerId` read the messages `partnerId` had sent her (messaging: she opened the thread). messaging marks her notification of them read. */
  'messages.read': { readerId: string; partnerId: string; occurredAt: string };
  /**
   * A member asked for a copy of her data, or an admin asked on her behalf (accounts, in the request's transaction):
   * accounts' own worker gathers every subgraph's part into the archive (docs/privacy.md).
   */
  'data_export.requested': { userId: string; requestedBy: string; occurredAt: string };
  /** Her data archive is ready to download until `expiresAt` (accounts): messaging makes her notification of it. */
  'data_export.ready': { userId: string; expiresAt: string; occurredAt: string };
  /**
   * `blockerId` blocked `blockedId` (messaging, in the block's transaction; not when it was already there): media-reviews
   * stops reviews between the two, both ways. Applied in `occurredAt` order with `member.unblocked`.
   */
  'member.blocked': { blockerId: string; blockedId: string; occurredAt: string };
  /**
   * `passerId` logged progress in a challenge and moved past `passedIds` on its leaderboard (community, in the log's
   * transaction; at most 50, the nearest): messaging tells each of them (a `challenge` notification).
   */
  'challenge.passed': { challengeId: string; title: string; passerId: string; passedIds: string[]; occurredAt: string };
  /**
   * Notifications to deliver by mail or push were queued for these members (messaging, in the notification's
   * transaction, for itself): it delivers them after the commit, or when her quiet hours end.
   */
  'notification.deliveries_queued': { userIds: string[]; occurredAt: string };
  /**
   * Mail her about a notification (messaging, once per delivery): accounts writes it. `type` is the preference type
   * (message, follow, endorsement, waitlist_promoted, event_cancelled, reminder, …), `count` how many messages for a
   * missed-messages mail, `details` what the mail adds (a walk's `title` and ISO `startsAt`), `unsubscribeToken` the
   * signed token of her one-click unsubscribe link for this type by mail.
   */
  'notification.mail_requested': {
    userId: string;
    type: string;
    actorId: string | null;
    text: string;
    link: string;
    count: number;
    details: Record<string, string>;
    unsubscribeToken: string;
    occurredAt: string;
  };
  /**
   * Her weekly digest is due (messaging's digest schedule, once per member and ISO week starting `weekStart`, in her
   * `timeZone`): accounts gathers it (her walks, new members of her business category, top stories) and mails it unless
   * empty; `unsubscribeToken` is the signed token of its one-click link (sets her digest day to never).
   */
  'notification.digest_requested': {
    userId: string;
    weekStart: string;
    timeZone: string;
    unsubscribeToken: string;
    /** The instant the digest is of (the schedule's wake-up): its 7-day windows end or start there. */
    asOf: string;
    occurredAt: string;
  };
  /** `blockerId` lifted her block of `blockedId` (messaging, in the unblock's transaction): reviews between them are possible again. */
  'member.unblocked': { blockerId: string; blockedId: string; occurredAt: string };
}

export type DomainEventName = keyof DomainEvents;

/**
 * What travels on the queue: the payload plus the domain event's own id (its outbox row), for idempotent consumers —
 * named apart from every payload field (`event.*` payloads carry the walk's `eventId`).
 */
export type DomainEventMessage<E extends DomainEventName> = DomainEvents[E] & {
  domainEventId?: string;
  /** The W3C trace context of the request that recorded it, when traced (docs/operations.md, "Tracing"). */
  traceparent?: string;
};
