import { describe, expect, it } from 'vitest';
import { createEvent, errorOf, eventInput, type GraphQLResult, OWNER_VIEWER, registerUsers, viewerOf } from '@momstride/testing';
import { CANCEL_EVENT, CREATE_EVENT, eventsWellness, JOIN, moveEvent, UPDATE_EVENT, type EventView } from '../../testing/events.js';

const fieldsOf = (result: GraphQLResult<unknown>) => (result.errors?.[0]?.extensions as { fields?: Array<{ field: string; message: string }> } | undefined)?.fields;

describe('admin: events', () => {
  it('creates an event with every field; unlimited when maxParticipants is null', async () => {
    const input = eventInput({ maxParticipants: null, location: '  Riverside  ' });
    const { createEvent } = await eventsWellness.gqlOk<{ createEvent: EventView & { location: string; createdBy: { id: string } } }>(
      CREATE_EVENT.replace('cancelledAt', 'cancelledAt location createdBy { id }'),
      { input },
      OWNER_VIEWER,
    );
    expect(createEvent).toMatchObject({
      title: input.title,
      status: 'upcoming',
      maxParticipants: null,
      currentParticipants: 0,
      waitlistCount: 0,
      isFull: false,
      durationMinutes: 60,
      location: 'Riverside',
      createdBy: { id: OWNER_VIEWER.userId },
      eventDate: input.eventDate,
    });
  });

  it('refuses invalid input with the product’s messages, field by field', async () => {
    const missing = await eventsWellness.gql(CREATE_EVENT, { input: eventInput({ title: '  ', description: '' }) }, OWNER_VIEWER);
    expect(errorOf(missing)).toEqual({ code: 'BAD_USER_INPUT', message: 'Please fill in all required fields' });
    expect(fieldsOf(missing)).toEqual([
      { field: 'title', message: 'Please fill in all required fields' },
      { field: 'description', message: 'Please fill in all required fields' },
    ]);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ durationMinutes: 0 }, 'durationMinutes', 'Duration must be at least 1 minute'],
      [{ maxParticipants: 0 }, 'maxParticipants', 'Maximum participants must be at least 1 (leave it empty for unlimited)'],
      [{ eventDate: new Date(Date.now() - 60_000).toISOString() }, 'eventDate', 'Event date cannot be in the past'],
    ];
    for (const [overrides, field, message] of cases) {
      const result = await eventsWellness.gql(CREATE_EVENT, { input: eventInput(overrides) }, OWNER_VIEWER);
      expect(errorOf(result)).toEqual({ code: 'BAD_USER_INPUT', message });
      expect(fieldsOf(result)).toEqual([{ field, message }]);
    }
  });

  it('members get FORBIDDEN for create, edit and cancel', async () => {
    const [ann] = await registerUsers(1);
    const event = await createEvent();
    const member = viewerOf(ann!);
    expect(errorOf(await eventsWellness.gql(CREATE_EVENT, { input: eventInput() }, member))).toEqual({ code: 'FORBIDDEN', message: 'Admin access required' });
    expect(errorOf(await eventsWellness.gql(UPDATE_EVENT, { id: event.id, input: eventInput() }, member)).code).toBe('FORBIDDEN');
    expect(errorOf(await eventsWellness.gql(CANCEL_EVENT, { id: event.id }, member)).code).toBe('FORBIDDEN');
    expect(errorOf(await eventsWellness.gql(CREATE_EVENT, { input: eventInput() })).code).toBe('UNAUTHENTICATED');
  });

  it('edits an event; a limit below the members already joined is refused; completed and cancelled events are not edited', async () => {
    const [ann, bea, cat] = await registerUsers(3);
    const event = await createEvent({ maxParticipants: 5 });
    for (const member of [ann!, bea!, cat!]) await eventsWellness.gqlOk(JOIN, { id: event.id }, viewerOf(member));
    const input = eventInput({ title: 'Renamed walk', eventDate: event.eventDate, durationMinutes: 90, maxParticipants: 3 });
    const { updateEvent } = await eventsWellness.gqlOk<{ updateEvent: EventView }>(UPDATE_EVENT, { id: event.id, input }, OWNER_VIEWER);
    expect(updateEvent).toMatchObject({ title: 'Renamed walk', durationMinutes: 90, maxParticipants: 3, currentParticipants: 3, isFull: true });

    const lowered = await eventsWellness.gql(UPDATE_EVENT, { id: event.id, input: { ...input, maxParticipants: 2 } }, OWNER_VIEWER);
    const message = 'Maximum participants cannot be lower than the 3 members who have already joined';
    expect(errorOf(lowered)).toEqual({ code: 'BAD_USER_INPUT', message });
    expect(fieldsOf(lowered)).toEqual([{ field: 'maxParticipants', message }]);

    const unknown = await eventsWellness.gql(UPDATE_EVENT, { id: '00000000-0000-4000-8000-000000000000', input }, OWNER_VIEWER);
    expect(errorOf(unknown).code).toBe('NOT_FOUND');

    await moveEvent(event.id, -120, 60);
    const completed = await eventsWellness.gql(UPDATE_EVENT, { id: event.id, input: eventInput() }, OWNER_VIEWER);
    expect(errorOf(completed)).toEqual({ code: 'CONFLICT', message: 'A completed event cannot be edited' });
    expect(errorOf(await eventsWellness.gql(CANCEL_EVENT, { id: event.id }, OWNER_VIEWER))).toEqual({ code: 'CONFLICT', message: 'This event has already taken place' });

    const other = await createEvent();
    await eventsWellness.gqlOk(CANCEL_EVENT, { id: other.id }, OWNER_VIEWER);
    expect(errorOf(await eventsWellness.gql(UPDATE_EVENT, { id: other.id, input: eventInput() }, OWNER_VIEWER))).toEqual({
      code: 'CONFLICT',
      message: 'This event has been cancelled',
    });
  });
});
