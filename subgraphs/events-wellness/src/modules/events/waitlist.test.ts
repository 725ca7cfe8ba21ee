import { describe, expect, it } from 'vitest';
import { createEvent, errorOf, eventInput, OWNER_VIEWER, registerUsers, viewerOf, waitForMails } from '@momstride/testing';
import {
  CANCEL_EVENT,
  countsOf,
  eventAs,
  eventsWellness,
  JOIN,
  JOIN_WAITLIST,
  LEAVE,
  outboxEvents,
  UPDATE_EVENT,
  type EventView,
} from '../../testing/events.js';

const NOTICES = '{ eventNotices { kind event { id } } }';

describe('waitlists', () => {
  it('a member waits for a full event, sees her position, and gets the place (notice, domain event, mail) when a participant leaves', async () => {
    const [ann, bea, cat, dee] = await registerUsers(4);
    const event = await createEvent({ maxParticipants: 2 });
    await eventsWellness.gqlOk(JOIN, { id: event.id }, viewerOf(ann!));
    await eventsWellness.gqlOk(JOIN, { id: event.id }, viewerOf(bea!));
    expect(errorOf(await eventsWellness.gql(JOIN_WAITLIST, { id: '00000000-0000-4000-8000-000000000000' }, viewerOf(cat!))).code).toBe('NOT_FOUND');
    expect(errorOf(await eventsWellness.gql(JOIN_WAITLIST, { id: event.id }, viewerOf(ann!)))).toMatchObject({ code: 'CONFLICT' });

    const catWaits = await eventsWellness.gqlOk<{ joinEventWaitlist: EventView }>(JOIN_WAITLIST, { id: event.id }, viewerOf(cat!));
    expect(catWaits.joinEventWaitlist).toMatchObject({ isWaitlisted: true, waitlistPosition: 1, waitlistCount: 1, isJoined: false });
    const deeWaits = await eventsWellness.gqlOk<{ joinEventWaitlist: EventView }>(JOIN_WAITLIST, { id: event.id }, viewerOf(dee!));
    expect(deeWaits.joinEventWaitlist).toMatchObject({ waitlistPosition: 2, waitlistCount: 2 });
    // Again: nothing changes.
    await eventsWellness.gqlOk(JOIN_WAITLIST, { id: event.id }, viewerOf(dee!));
    expect(await countsOf(event.id)).toEqual({ participants_count: 2, waitlist_count: 2, participants: 2, waitlisted: 2 });

    const left = await eventsWellness.gqlOk<{ leaveEvent: EventView }>(LEAVE, { id: event.id }, viewerOf(ann!));
    expect(left.leaveEvent).toMatchObject({ currentParticipants: 2, waitlistCount: 1, isJoined: false });
    expect(await eventAs(event.id, viewerOf(cat!))).toMatchObject({ isJoined: true, isWaitlisted: false, waitlistPosition: null });
    expect(await eventAs(event.id, viewerOf(dee!))).toMatchObject({ isJoined: false, waitlistPosition: 1 });
    expect(await countsOf(event.id)).toEqual({ participants_count: 2, waitlist_count: 1, participants: 2, waitlisted: 1 });

    const { eventNotices } = await eventsWellness.gqlOk<{ eventNotices: Array<{ kind: string; event: { id: string } }> }>(NOTICES, {}, viewerOf(cat!));
    expect(eventNotices).toEqual([{ kind: 'waitlist_promoted', event: { id: event.id } }]);
    const recorded = await outboxEvents('event.waitlist_promoted', event.id);
    expect(recorded.map((row) => row.payload)).toEqual([
      expect.objectContaining({ userId: cat!.user.id, eventId: event.id, title: event.title, startsAt: event.eventDate }),
    ]);
    const [mail] = await waitForMails(cat!.user.email, 1, 20_000);
    expect(mail!.subject).toBe(`You're in: ${event.title}`);
    expect(mail!.text).toContain(event.title);
  }, 60_000);

  it('raising the limit promotes the first in line, as many as the new places', async () => {
    const [ann, bea, cat, dee] = await registerUsers(4);
    const event = await createEvent({ maxParticipants: 1 });
    await eventsWellness.gqlOk(JOIN, { id: event.id }, viewerOf(ann!));
    for (const member of [bea!, cat!, dee!]) await eventsWellness.gqlOk(JOIN_WAITLIST, { id: event.id }, viewerOf(member));
    const input = eventInput({ title: event.title, eventDate: event.eventDate, maxParticipants: 3 });
    const raised = await eventsWellness.gqlOk<{ updateEvent: EventView }>(UPDATE_EVENT, { id: event.id, input }, OWNER_VIEWER);
    expect(raised.updateEvent).toMatchObject({ maxParticipants: 3, currentParticipants: 3, waitlistCount: 1 });
    expect((await eventAs(event.id, viewerOf(bea!))).isJoined).toBe(true);
    expect((await eventAs(event.id, viewerOf(cat!))).isJoined).toBe(true);
    expect(await eventAs(event.id, viewerOf(dee!))).toMatchObject({ isJoined: false, waitlistPosition: 1 });
    expect((await outboxEvents('event.waitlist_promoted', event.id)).map((row) => row.payload['userId'])).toEqual(
      expect.arrayContaining([bea!.user.id, cat!.user.id]),
    );
    expect(await countsOf(event.id)).toEqual({ participants_count: 3, waitlist_count: 1, participants: 3, waitlisted: 1 });

    // Unlimited: everyone left in line gets in.
    await eventsWellness.gqlOk(UPDATE_EVENT, { id: event.id, input: { ...input, maxParticipants: null } }, OWNER_VIEWER);
    expect(await countsOf(event.id)).toEqual({ participants_count: 4, waitlist_count: 0, participants: 4, waitlisted: 0 });
    await waitForMails(dee!.user.email, 1, 20_000);
  }, 60_000);

  it('cancelling tells participants and waitlisted members: a notice, an event.cancelled domain event and a mail', async () => {
    const [ann, bea] = await registerUsers(2);
    const event = await createEvent({ maxParticipants: 1 });
    await eventsWellness.gqlOk(JOIN, { id: event.id }, viewerOf(ann!));
    await eventsWellness.gqlOk(JOIN_WAITLIST, { id: event.id }, viewerOf(bea!));
    const { cancelEvent } = await eventsWellness.gqlOk<{ cancelEvent: EventView }>(CANCEL_EVENT, { id: event.id }, OWNER_VIEWER);
    expect(cancelEvent).toMatchObject({ status: 'cancelled', waitlistCount: 0, currentParticipants: 1 });
    expect(cancelEvent.cancelledAt).toBeTruthy();
    // Again: nothing more happens.
    await eventsWellness.gqlOk(CANCEL_EVENT, { id: event.id }, OWNER_VIEWER);
    const recorded = await outboxEvents('event.cancelled', event.id);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]!.payload).toMatchObject({ eventId: event.id, title: event.title, userIds: [ann!.user.id, bea!.user.id] });
    for (const member of [ann!, bea!]) {
      const { eventNotices } = await eventsWellness.gqlOk<{ eventNotices: Array<{ kind: string; event: { id: string } }> }>(NOTICES, {}, viewerOf(member));
      expect(eventNotices).toEqual([{ kind: 'event_cancelled', event: { id: event.id } }]);
      const [mail] = await waitForMails(member.user.email, 1, 20_000);
      expect(mail!.subject).toBe(`Cancelled: ${event.title}`);
    }
    const marked = await eventsWellness.gqlOk<{ markEventNoticesRead: number }>('mutation { markEventNoticesRead }', {}, viewerOf(ann!));
    expect(marked.markEventNoticesRead).toBe(1);
    const unread = await eventsWellness.gqlOk<{ eventNotices: unknown[] }>('{ eventNotices(unreadOnly: true) { id } }', {}, viewerOf(ann!));
    expect(unread.eventNotices).toEqual([]);
  }, 60_000);
});
