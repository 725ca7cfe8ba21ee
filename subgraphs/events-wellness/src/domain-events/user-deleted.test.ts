import { describe, expect, it } from 'vitest';
import { createEvent, eventually, OWNER_VIEWER, queryRows, registerUsers, subgraph, viewerOf } from '@momstride/testing';
import { countsOf, eventAs, eventsWellness, JOIN, JOIN_WAITLIST } from '../testing/events.js';

const accounts = subgraph('accounts');

describe('user.deleted removes a member’s events-wellness data', () => {
  it('her places and waitlist places go, counters stay exact, the first in line gets her place, her goals go', async () => {
    const [doomed, ann, bea, cat] = await registerUsers(4);
    const full = await createEvent({ maxParticipants: 2 });
    await eventsWellness.gqlOk(JOIN, { id: full.id }, viewerOf(doomed!));
    await eventsWellness.gqlOk(JOIN, { id: full.id }, viewerOf(ann!));
    await eventsWellness.gqlOk(JOIN_WAITLIST, { id: full.id }, viewerOf(bea!));
    const other = await createEvent({ maxParticipants: 1 });
    await eventsWellness.gqlOk(JOIN, { id: other.id }, viewerOf(cat!));
    await eventsWellness.gqlOk(JOIN_WAITLIST, { id: other.id }, viewerOf(doomed!));
    await eventsWellness.gqlOk(
      'mutation($input: WellnessGoalInput!) { createWellnessGoal(input: $input) { id } }',
      { input: { goalType: 'steps', targetValue: 8000, targetDate: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10) } },
      viewerOf(doomed!),
    );

    await accounts.gqlOk('mutation($id: ID!) { deleteUser(userId: $id) }', { id: doomed!.user.id }, OWNER_VIEWER);
    await eventually(
      async () =>
        (await queryRows(eventsWellness.databaseUrl(), 'select 1 from removed_users where user_id = $1', [doomed!.user.id])).length === 1 ? true : undefined,
      20_000,
      'her removal in events-wellness',
    );

    expect(await countsOf(full.id)).toEqual({ participants_count: 2, waitlist_count: 0, participants: 2, waitlisted: 0 });
    expect(await eventAs(full.id, viewerOf(bea!))).toMatchObject({ isJoined: true, isWaitlisted: false });
    expect(await countsOf(other.id)).toEqual({ participants_count: 1, waitlist_count: 0, participants: 1, waitlisted: 0 });
    const left = await queryRows<{ n: number }>(
      eventsWellness.databaseUrl(),
      `select (select count(*)::int from event_participants where user_id = $1) + (select count(*)::int from event_waitlist where user_id = $1)
        + (select count(*)::int from wellness_goals where user_id = $1) + (select count(*)::int from event_notices where user_id = $1) as n`,
      [doomed!.user.id],
    );
    expect(left[0]!.n).toBe(0);
    // Her still-valid token can no longer join.
    const refused = await eventsWellness.gql(JOIN, { id: other.id }, viewerOf(doomed!));
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  }, 60_000);

  it('her guests’ places go with hers, and a waiting party that now fits gets them', async () => {
    const [doomed, ann] = await registerUsers(2);
    const walk = await createEvent({ maxParticipants: 3, guestLimit: 2 });
    const withGuests = 'mutation($id: ID!, $guests: Int) { joinEvent(eventId: $id, guests: $guests) { id } }';
    const waitWithGuests = 'mutation($id: ID!, $guests: Int) { joinEventWaitlist(eventId: $id, guests: $guests) { id } }';
    await eventsWellness.gqlOk(withGuests, { id: walk.id, guests: 2 }, viewerOf(doomed!));
    await eventsWellness.gqlOk(waitWithGuests, { id: walk.id, guests: 1 }, viewerOf(ann!));
    await accounts.gqlOk('mutation($id: ID!) { deleteUser(userId: $id) }', { id: doomed!.user.id }, OWNER_VIEWER);
    await eventually(
      async () =>
        (await queryRows(eventsWellness.databaseUrl(), 'select 1 from removed_users where user_id = $1', [doomed!.user.id])).length === 1 ? true : undefined,
      20_000,
      'her removal in events-wellness',
    );
    expect(await countsOf(walk.id)).toEqual({ participants_count: 2, waitlist_count: 0, participants: 1, waitlisted: 0 });
    expect(await eventAs(walk.id, viewerOf(ann!))).toMatchObject({ isJoined: true, currentParticipants: 2 });
  }, 60_000);
});
