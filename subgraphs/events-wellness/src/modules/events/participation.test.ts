import { describe, expect, it } from 'vitest';
import { createEvent, errorOf, EVENT_FIELDS, registerUsers, viewerOf } from '@momstride/testing';
import { countsOf, eventAs, eventsWellness, JOIN, LEAVE, moveEvent, type EventView } from '../../testing/events.js';

describe('joining and leaving events', () => {
  it('30 members joining a 5-place event at the same moment: exactly 5 join, the rest hear "Event is full"', async () => {
    const members = await registerUsers(30);
    const event = await createEvent({ maxParticipants: 5 });
    const results = await Promise.all(members.map((member) => eventsWellness.gql<{ joinEvent: EventView }>(JOIN, { id: event.id }, viewerOf(member))));
    const joined = results.filter((result) => !result.errors);
    const refused = results.filter((result) => result.errors);
    expect(joined).toHaveLength(5);
    expect(refused).toHaveLength(25);
    for (const result of refused) expect(errorOf(result)).toMatchObject({ code: 'CONFLICT', message: 'Event is full' });
    expect(await countsOf(event.id)).toEqual({ participants_count: 5, waitlist_count: 0, participants: 5, waitlisted: 0 });
    const seen = await eventAs(event.id, viewerOf(members[0]!));
    expect(seen).toMatchObject({ currentParticipants: 5, isFull: true, status: 'upcoming' });
  }, 60_000);

  it('joining twice changes nothing; leaving while upcoming frees the place; leaving again changes nothing', async () => {
    const [ann] = await registerUsers(1);
    const viewer = viewerOf(ann!);
    const event = await createEvent({ maxParticipants: null });
    expect(event.maxParticipants).toBeNull();
    const first = await eventsWellness.gqlOk<{ joinEvent: EventView }>(JOIN, { id: event.id }, viewer);
    const second = await eventsWellness.gqlOk<{ joinEvent: EventView }>(JOIN, { id: event.id }, viewer);
    expect(first.joinEvent).toMatchObject({ currentParticipants: 1, isJoined: true, isFull: false });
    expect(second.joinEvent).toMatchObject({ currentParticipants: 1, isJoined: true });
    expect(await countsOf(event.id)).toMatchObject({ participants_count: 1, participants: 1 });

    const { myEvents } = await eventsWellness.gqlOk<{ myEvents: Array<{ id: string }> }>('{ myEvents { id } }', {}, viewer);
    expect(myEvents.map((joined) => joined.id)).toContain(event.id);

    const left = await eventsWellness.gqlOk<{ leaveEvent: EventView }>(LEAVE, { id: event.id }, viewer);
    expect(left.leaveEvent).toMatchObject({ currentParticipants: 0, isJoined: false });
    const again = await eventsWellness.gqlOk<{ leaveEvent: EventView }>(LEAVE, { id: event.id }, viewer);
    expect(again.leaveEvent.currentParticipants).toBe(0);
    expect(await countsOf(event.id)).toMatchObject({ participants_count: 0, participants: 0 });
  });

  it('an event under way refuses leaving; completed and cancelled events refuse joining and leaving', async () => {
    const [ann, bea] = await registerUsers(2);
    const active = await createEvent();
    await eventsWellness.gqlOk(JOIN, { id: active.id }, viewerOf(ann!));
    await moveEvent(active.id, -10, 60);
    expect((await eventAs(active.id, viewerOf(ann!))).status).toBe('active');
    expect(errorOf(await eventsWellness.gql(LEAVE, { id: active.id }, viewerOf(ann!)))).toEqual({
      code: 'CONFLICT',
      message: 'You can only leave an event before it starts',
    });
    expect(errorOf(await eventsWellness.gql(JOIN, { id: active.id }, viewerOf(bea!)))).toMatchObject({ code: 'CONFLICT', message: 'This event has already started' });

    await moveEvent(active.id, -120, 60);
    expect((await eventAs(active.id, viewerOf(ann!))).status).toBe('completed');
    for (const [operation, viewer] of [[JOIN, viewerOf(bea!)], [LEAVE, viewerOf(ann!)]] as const) {
      expect(errorOf(await eventsWellness.gql(operation, { id: active.id }, viewer))).toEqual({ code: 'CONFLICT', message: 'This event has already taken place' });
    }

    const cancelled = await createEvent();
    await eventsWellness.gqlOk(JOIN, { id: cancelled.id }, viewerOf(ann!));
    await eventsWellness.gqlOk(`mutation($id: ID!) { cancelEvent(id: $id) { id } }`, { id: cancelled.id }, { userId: '0b6a4f1e-5d1c-4c1e-9a51-000000000001', role: 'admin' });
    for (const [operation, viewer] of [[JOIN, viewerOf(bea!)], [LEAVE, viewerOf(ann!)]] as const) {
      expect(errorOf(await eventsWellness.gql(operation, { id: cancelled.id }, viewer))).toEqual({ code: 'CONFLICT', message: 'This event has been cancelled' });
    }
    expect(await countsOf(cancelled.id)).toMatchObject({ participants_count: 1, participants: 1 });
  });

  it('an unknown event is NOT_FOUND; a signed-out viewer is UNAUTHENTICATED', async () => {
    const [ann] = await registerUsers(1);
    expect(errorOf(await eventsWellness.gql(JOIN, { id: '00000000-0000-4000-8000-000000000000' }, viewerOf(ann!))).code).toBe('NOT_FOUND');
    expect(errorOf(await eventsWellness.gql(JOIN, { id: 'nope' }, viewerOf(ann!))).code).toBe('NOT_FOUND');
    expect(errorOf(await eventsWellness.gql(`{ events { ${EVENT_FIELDS} } }`)).code).toBe('UNAUTHENTICATED');
  });

  it('lists upcoming events soonest first with a limit, and each status on its own', async () => {
    const [ann] = await registerUsers(1);
    const viewer = viewerOf(ann!);
    const later = await createEvent({ eventDate: new Date(Date.now() + 2 * 60 * 60 * 1000).toISOString() });
    const sooner = await createEvent({ eventDate: new Date(Date.now() + 60 * 60 * 1000).toISOString() });
    const { events } = await eventsWellness.gqlOk<{ events: EventView[] }>(`query { events(status: upcoming, limit: 50) { ${EVENT_FIELDS} } }`, {}, viewer);
    const ids = events.map((event) => event.id);
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
    expect(events.every((event) => event.status === 'upcoming')).toBe(true);
    const starts = events.map((event) => Date.parse(event.eventDate));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const three = await eventsWellness.gqlOk<{ events: EventView[] }>(`query { events(status: upcoming, limit: 3) { id } }`, {}, viewer);
    expect(three.events).toHaveLength(3);
    for (const status of ['active', 'completed', 'cancelled']) {
      const listed = await eventsWellness.gqlOk<{ events: EventView[] }>(`query($s: EventStatus) { events(status: $s) { status } }`, { s: status }, viewer);
      expect(listed.events.length).toBeGreaterThan(0); // the demo season has each
      expect(listed.events.every((event) => event.status === status)).toBe(true);
    }
    const all = await eventsWellness.gqlOk<{ events: EventView[] }>(`query { events(limit: 100) { status } }`, {}, viewer);
    // Upcoming and active first, then the past ones: no upcoming or active event after a past one (the shared stack's
    // tests may make more than a page of upcoming walks, so the page can hold no past one at all).
    const past = all.events.map((event) => event.status === 'completed' || event.status === 'cancelled');
    expect(past.slice(past.indexOf(true) === -1 ? past.length : past.indexOf(true)).every(Boolean)).toBe(true);
  });
});
