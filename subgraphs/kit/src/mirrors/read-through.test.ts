/**
 * The member and event mirrors read through to their owners (docs/architecture.md, "Member and event mirrors"): a
 * member messaged, reviewed and endorsed the moment she registers, and a walk reviewed the moment it is created, are never
 * refused while their domain events are still on the way; an id the owner does not know is 404; an owner that
 * cannot be asked is 503 with Retry-After, never a wrong 404.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  call,
  type ExtraGateway,
  type FreshSubgraphs,
  gatewayGql,
  login,
  queryRows,
  registerMember,
  type Session,
  startExtraGateway,
  startFreshSubgraphs,
  stopService,
} from '@momstride/testing';

const OWNER_EMAIL = 'olivia@momstride.example';

const post = (path: string, token: string, json: unknown, baseUrl: string = inject('gatewayUrl')) =>
  call<{ id?: string; detail?: string }>('POST', `${baseUrl}${path}`, { json, headers: { authorization: `Bearer ${token}` } });

const createWalk = async (admin: Session): Promise<{ id: string }> => {
  const res = await post('/api/events', admin.accessToken, {
    title: `Walk ${randomUUID()}`,
    description: 'A morning walk around the lake',
    event_date: new Date(Date.now() + 10 * 86_400_000).toISOString(),
    duration_minutes: 60,
    location: 'Lakeside Park',
    max_participants: null,
  });
  if (res.status !== 201) throw new Error(`create walk failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: string };
};

const message = (from: Session, recipientId: string, baseUrl?: string) =>
  post('/api/messages', from.accessToken, { recipient_id: recipientId, content: 'Welcome! Walk with us on Saturday?' }, baseUrl);

const review = (from: Session, reviewType: 'member' | 'event', targetId: string, baseUrl?: string) =>
  post('/api/reviews', from.accessToken, { review_type: reviewType, target_id: targetId, rating: 5, title: 'Lovely', content: 'A warm welcome, thank you!' }, baseUrl);

describe('member and event mirrors read through to their owners', () => {
  it('50 times: a member registered and at once messaged, reviewed and endorsed, and a walk reviewed as it is created — never refused', async () => {
    const admin = await login(OWNER_EMAIL);
    // Several senders, so no one member's sending or reviewing budget is what is measured.
    const senders = await Promise.all(Array.from({ length: 10 }, (_, index) => registerMember({ firstName: `Sender${index}`, lastName: 'Mom' })));
    const failures: string[] = [];
    for (let round = 0; round < 50; round++) {
      const sender = senders[round % senders.length]!;
      const [member, walk] = await Promise.all([registerMember({ firstName: `New${round}`, lastName: 'Mom' }), createWalk(admin)]);
      const [sent, reviewedHer, reviewedWalk, endorsed] = await Promise.all([
        message(sender, member.user.id),
        review(sender, 'member', member.user.id),
        review(member, 'event', walk.id),
        gatewayGql('mutation($id: ID!) { endorse(userId: $id, skill: "Pacing") { id } }', { id: member.user.id }, { token: sender.accessToken }),
      ]);
      for (const [what, res] of [['message', sent], ['member review', reviewedHer], ['walk review', reviewedWalk]] as const) {
        if (res.status !== 201) failures.push(`round ${round} ${what}: ${res.status} ${JSON.stringify(res.body)}`);
      }
      if (endorsed.errors) failures.push(`round ${round} endorsement: ${JSON.stringify(endorsed.errors)}`);
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('an id the owner does not know is still 404', async () => {
    const sender = await registerMember({ firstName: 'Lonely', lastName: 'Mom' });
    const nobody = randomUUID();
    const sent = await message(sender, nobody);
    expect(sent.status).toBe(404);
    expect(sent.body).toEqual({ detail: 'User not found' });
    expect((await review(sender, 'member', nobody)).status).toBe(404);
    expect((await review(sender, 'event', randomUUID())).status).toBe(404);
  });
});

describe('an owner that cannot be asked', () => {
  let fresh: FreshSubgraphs;
  let gateway: ExtraGateway;

  beforeAll(async () => {
    // Owners and mirrors of their own (the shared stack's accounts and events-wellness are never stopped), behind a
    // gateway of their own; the gateway's sign-in checks still go to the stack's accounts.
    fresh = await startFreshSubgraphs(['accounts', 'events-wellness', 'messaging', 'media-reviews']);
    const urls = { ...inject('subgraphUrls'), messaging: fresh.urls.messaging!, 'media-reviews': fresh.urls['media-reviews']! };
    gateway = await startExtraGateway('gateway-mirrors', {
      SUBGRAPH_URLS: JSON.stringify(Object.fromEntries(Object.entries(urls).map(([name, url]) => [name, `${url}/graphql`]))),
    });
  }, 240_000);

  afterAll(async () => {
    if (gateway) await stopService(gateway.service);
    await fresh?.stop();
  });

  it('is 503 with Retry-After (never 404) for an id the copy lacks, where it was 404 while the owner answered', async () => {
    const sender = await registerMember({ firstName: 'Patient', lastName: 'Mom' });
    const nobody = randomUUID();
    const walk = randomUUID();
    // Owners up: they do not know these ids.
    expect((await message(sender, nobody, gateway.baseUrl)).status).toBe(404);
    expect((await review(sender, 'member', nobody, gateway.baseUrl)).status).toBe(404);
    expect((await review(sender, 'event', walk, gateway.baseUrl)).status).toBe(404);

    await fresh.stopSubgraph('accounts');
    await fresh.stopSubgraph('events-wellness');
    for (const res of [
      await message(sender, nobody, gateway.baseUrl),
      await review(sender, 'member', nobody, gateway.baseUrl),
      await review(sender, 'event', walk, gateway.baseUrl),
    ]) {
      expect(res.status).toBe(503);
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(res.body?.detail).toMatch(/temporarily unavailable/);
    }
    // Nothing was recorded of them meanwhile.
    expect(await queryRows(fresh.databases.messaging!, 'select 1 from members where user_id = $1', [nobody])).toEqual([]);
  }, 120_000);
});
