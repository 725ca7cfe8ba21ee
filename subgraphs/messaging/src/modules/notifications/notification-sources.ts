import { isUuid, onDomainEvent, type DomainEventConsumer } from '@momstride/kit';
import type { Dispatcher } from '../delivery/dispatcher.js';
import { notifyMessage, readMessageNotification, tellOutsideTheApp } from './message-notifications.js';
import { notifyReminder } from './reminder-notifications.js';
import { createNotifications } from './notification.service.js';
import { notificationTexts } from './notification-texts.js';

/**
 * The domain events notifications are made of (docs/contracts.md, "Notifications"). Each delivery is applied once, in
 * one transaction that records its id (onDomainEvent), so a redelivered event never makes a second notification; the
 * notification and its stream event are written in that transaction, with its mail and push deliveries; the dispatcher
 * sends those after the commit.
 */
export async function subscribeNotificationSources(consumer: DomainEventConsumer, dispatcher: Dispatcher): Promise<void> {
  await onDomainEvent(consumer, 'user.followed', async (tem, { followerId, followeeId, occurredAt }) => {
    await createNotifications(tem, [{ userId: followeeId, actorId: followerId, ...notificationTexts.follow(followerId), createdAt: validDate(occurredAt) }]);
  });
  await onDomainEvent(consumer, 'user.endorsed', async (tem, { endorserId, endorseeId, skill, occurredAt }) => {
    await createNotifications(tem, [{ userId: endorseeId, actorId: endorserId, ...notificationTexts.endorsement(skill), createdAt: validDate(occurredAt) }]);
  });
  await onDomainEvent(consumer, 'event.waitlist_promoted', async (tem, { userId, title, startsAt, occurredAt }) => {
    const details = { title, startsAt };
    await createNotifications(tem, [{ userId, actorId: null, ...notificationTexts.waitlistPromoted(title), createdAt: validDate(occurredAt), details }]);
  });
  await onDomainEvent(consumer, 'event.cancelled', async (tem, { userIds, title, startsAt, occurredAt }) => {
    const createdAt = validDate(occurredAt);
    const details = { title, startsAt };
    const members = [...new Set(Array.isArray(userIds) ? userIds.filter(isUuid) : [])];
    await createNotifications(tem, members.map((userId) => ({ userId, actorId: null, ...notificationTexts.eventCancelled(title), createdAt, details })));
  });
  await onDomainEvent(consumer, 'challenge.passed', async (tem, { passerId, passedIds, title, occurredAt }) => {
    const createdAt = validDate(occurredAt);
    const members = [...new Set(Array.isArray(passedIds) ? passedIds.filter(isUuid) : [])];
    await createNotifications(tem, members.map((userId) => ({ userId, actorId: passerId, ...notificationTexts.challengePassed(title), createdAt })));
  });
  await onDomainEvent(consumer, 'event.changed', async (tem, { userIds, title, startsAt, previousStartsAt, location, occurredAt }) => {
    const createdAt = validDate(occurredAt);
    // What its mail says (the new time, the old one and the place); the kind is governed by the cancellation switch.
    const details = { title, startsAt, previousStartsAt, ...(location ? { location } : {}) };
    const members = [...new Set(Array.isArray(userIds) ? userIds.filter(isUuid) : [])];
    await createNotifications(tem, members.map((userId) => ({ userId, actorId: null, ...notificationTexts.eventChanged(title), createdAt, details })));
  });
  await onDomainEvent(consumer, 'data_export.ready', async (tem, { userId, occurredAt }) => {
    await createNotifications(tem, [{ userId, actorId: null, ...notificationTexts.dataExportReady(), createdAt: validDate(occurredAt) }]);
  });
  await onDomainEvent(consumer, 'event.reminder_due', (tem, reminder) => notifyReminder(tem, reminder));
  await onDomainEvent(consumer, 'message.sent', async (tem, message) => {
    await notifyMessage(tem, message);
    await tellOutsideTheApp(tem, message, dispatcher);
  });
  await onDomainEvent(consumer, 'notification.deliveries_queued', async (tem, { userIds }) => {
    for (const userId of Array.isArray(userIds) ? userIds.filter(isUuid) : []) await dispatcher.deliverPending(tem, userId);
  });
  await onDomainEvent(consumer, 'messages.read', (tem, { readerId, partnerId }) => readMessageNotification(tem, readerId, partnerId));
}

/** The event's time, or undefined (the database's clock) when it is missing or malformed. */
const validDate = (iso: string | undefined): Date | undefined => {
  const date = iso ? new Date(iso) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
};
