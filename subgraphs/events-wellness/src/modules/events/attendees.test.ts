import { describe, expect, it } from 'vitest';
import { graphql, inDays, post, registerAdmin, registerMember } from '@momstride/testing';

const CREATE = `mutation($input: EventInput!) { createEvent(input: $input) { id } }`;
const ATTENDEES = `query($id: ID!) { event(id: $id) {
  participants { user { id firstName lastName email } joinedAt promotedFromWaitlistAt }
  waitlist { position user { id firstName } joinedAt }
} }`;

describe('who takes part (admin view)', () => {
  it('lists participants in join order and the waitlist in line order, names from accounts, in one request; members get FORBIDDEN', async () => {
    const admin = await registerAdmin();
    const members = [
      await registerMember({ firstName: 'Ada' }),
      await registerMember({ firstName: 'Bea' }),
      await registerMember({ firstName: 'Cy' }),
      await registerMember({ firstName: 'Di' }),
    ];
    const input = { title: 'Attendee walk', description: 'Around the lake', eventDate: inDays(5), durationMinutes: 45, location: 'Lake', maxParticipants: 2 };
    const created = await graphql(CREATE, { input }, { token: admin.accessToken });
    const id = created.body.data.createEvent.id as string;
    const [ada, bea, cy, di] = members;
    for (const member of [bea!, ada!]) expect((await post(`/api/events/${id}/join`, {}, { token: member.accessToken })).status).toBe(200);
    for (const member of [di!, cy!]) expect((await post(`/api/events/${id}/waitlist`, {}, { token: member.accessToken })).status).toBe(200);

    const asAdmin = await graphql(ATTENDEES, { id }, { token: admin.accessToken });
    expect(asAdmin.body.errors).toBeUndefined();
    const { participants, waitlist } = asAdmin.body.data.event;
    expect(participants.map((p: { user: { firstName: string } }) => p.user.firstName)).toEqual(['Bea', 'Ada']);
    expect(participants[0].user).toMatchObject({ id: bea!.user.id, email: bea!.email, lastName: 'Member' });
    expect(participants[0].promotedFromWaitlistAt).toBeNull();
    expect(waitlist).toEqual([
      { position: 1, user: { id: di!.user.id, firstName: 'Di' }, joinedAt: expect.any(String) },
      { position: 2, user: { id: cy!.user.id, firstName: 'Cy' }, joinedAt: expect.any(String) },
    ]);

    // Bea leaves: Di is promoted and listed last, marked as promoted; Cy moves up.
    expect((await graphql(`mutation($id: ID!) { leaveEvent(eventId: $id) { id } }`, { id }, { token: bea!.accessToken })).body.errors).toBeUndefined();
    const after = (await graphql(ATTENDEES, { id }, { token: admin.accessToken })).body.data.event;
    expect(after.participants.map((p: { user: { firstName: string } }) => p.user.firstName)).toEqual(['Ada', 'Di']);
    expect(after.participants[1].promotedFromWaitlistAt).toEqual(expect.any(String));
    expect(after.waitlist).toEqual([{ position: 1, user: { id: cy!.user.id, firstName: 'Cy' }, joinedAt: expect.any(String) }]);

    const asMember = await graphql(ATTENDEES, { id }, { token: ada!.accessToken });
    expect(asMember.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  }, 60_000);
});
