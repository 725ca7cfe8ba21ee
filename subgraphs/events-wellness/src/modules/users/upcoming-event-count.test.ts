import { describe, expect, it } from 'vitest';
import { createEvent, OWNER_VIEWER, registerUsers, viewerOf, type ViewerOptions } from '@momstride/testing';
import { CANCEL_EVENT, eventsWellness, JOIN, LEAVE, moveEvent } from '../../testing/events.js';

const ENTITIES = `query($r: [_Any!]!) { _entities(representations: $r) { ... on User { id upcomingEventCount } } }`;

async function countFor(userId: string, viewer: ViewerOptions, others: string[] = []) {
  const representations = [userId, ...others].map((id) => ({ __typename: 'User', id }));
  const { _entities } = await eventsWellness.gqlOk<{ _entities: Array<{ upcomingEventCount: number | null }> }>(ENTITIES, { r: representations }, viewer);
  return _entities.map((user) => user.upcomingEventCount);
}

describe('User.upcomingEventCount', () => {
  it('counts the upcoming events she joined: not the ones under way, over, cancelled or left; null for anyone else', async () => {
    const [ann, bea] = await registerUsers(2);
    const viewer = viewerOf(ann!);
    expect(await countFor(ann!.user.id, viewer)).toEqual([0]);

    const [soon, later, underWay, cancelled, left, notJoined] = await Promise.all(Array.from({ length: 6 }, () => createEvent({ maxParticipants: null })));
    for (const event of [soon, later, underWay, cancelled, left]) await eventsWellness.gqlOk(JOIN, { id: event!.id }, viewer);
    await eventsWellness.gqlOk(JOIN, { id: notJoined!.id }, viewerOf(bea!));
    expect(await countFor(ann!.user.id, viewer)).toEqual([5]);

    await moveEvent(underWay!.id, -10, 60);
    await eventsWellness.gqlOk(CANCEL_EVENT, { id: cancelled!.id }, OWNER_VIEWER);
    await eventsWellness.gqlOk(LEAVE, { id: left!.id }, viewer);
    expect(await countFor(ann!.user.id, viewer, [bea!.user.id])).toEqual([2, null]);
    expect(await countFor(bea!.user.id, viewerOf(bea!))).toEqual([1]);
  });
});
