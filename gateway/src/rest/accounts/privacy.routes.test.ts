import { randomUUID } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  call,
  createEvent,
  eventually,
  gatewayUrl,
  inDays,
  internalToken,
  loginOwner,
  makePng,
  type Member,
  multipartBody,
  newestMailTo,
  queryRows,
  registerMember,
  subgraphDatabaseUrl,
  subgraphUrl,
  viewerToken,
} from '@momstride/testing';

/**
 * A member's copy of her data (docs/privacy.md) end to end: content made through the real gateway in every subgraph,
 * the export asked over REST, the job's mail and notification, the archive downloaded once through the mailed link,
 * and each file of it compared with the rows of its subgraph's database.
 */

type Row = Record<string, unknown>;
/** A subgraph's rows as PostgreSQL writes them in JSON, to compare with the archive's. */
const rowsOf = async (subgraph: string, sql: string, params: unknown[]): Promise<Row[]> =>
  (await queryRows<{ row: Row }>(subgraphDatabaseUrl(subgraph), `select to_jsonb(x) as row from (${sql}) x`, params)).map(({ row }) => row);

async function upload(path: string, token: string, form: { body: Buffer; contentType: string }) {
  const res = await fetch(`${gatewayUrl()}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': form.contentType }, body: form.body });
  return { status: res.status, body: (await res.json()) as Row };
}

async function placeOrder(shopper: Member): Promise<void> {
  const products = (await call('GET', '/api/products?limit=50')).body.products as Array<{ id: string; variants: Array<{ id: string; is_enabled: boolean }> }>;
  const product = products.find((entry) => entry.variants.some((variant) => variant.is_enabled))!;
  const session = randomUUID();
  const variant = product.variants.find((entry) => entry.is_enabled)!;
  expect((await call('POST', `/api/cart/${session}/items`, { json: { product_id: product.id, variant_id: variant.id, quantity: 2 } })).status).toBe(200);
  const form = { firstName: 'Ann', lastName: 'Export', email: shopper.email.toUpperCase(), phone: '', address1: '1 Main St', address2: '', city: 'Austin', region: 'TX', zip: '78701', country: 'US' };
  const placed = await call('POST', `/api/cart/${session}/checkout`, { json: form });
  expect(placed.status, placed.text).toBe(201);
}

/** Makes something of hers in every subgraph (and something another member made about her). */
async function makeContent(ann: Member, bea: Member): Promise<void> {
  const owner = await loginOwner();
  const as = (who: { accessToken: string }) => ({ token: who.accessToken });
  expect((await call('POST', `/api/users/${bea.user.id}/follow`, as(ann))).status).toBe(200);
  expect((await call('POST', `/api/users/${ann.user.id}/follow`, as(bea))).status).toBe(200);
  expect((await call('POST', '/api/posts', { ...as(ann), json: { content: 'My first walk with the group!' } })).status).toBe(201);
  expect((await call('POST', '/api/community/success-stories', { ...as(ann), json: { title: 'Ten thousand steps', story_type: 'fitness_milestone', story_content: 'Every day this month, with the stroller.' } })).status).toBe(201);
  const challenge = await call('POST', '/api/community/challenges', { ...as(owner), json: { title: `Steps ${randomUUID()}`, description: 'Walk', challenge_type: 'steps', target_value: 50000, end_date: inDays(20) } });
  expect(challenge.status, challenge.text).toBe(201);
  expect((await call('POST', `/api/community/challenges/${challenge.body.id}/join`, as(ann))).status).toBe(200);
  expect((await call('POST', `/api/community/challenges/${challenge.body.id}/progress`, { ...as(ann), json: { amount: 4200 } })).status).toBe(201);
  const walk = await createEvent({}, { by: owner.user });
  expect((await call('POST', `/api/events/${walk.id}/join`, as(ann))).status).toBe(200);
  expect((await call('POST', '/api/wellness/goals', { ...as(ann), json: { goal_type: 'steps', target_value: 8000, target_date: inDays(30).slice(0, 10) } })).status).toBe(201);
  expect((await call('POST', '/api/messages', { ...as(ann), json: { recipient_id: bea.user.id, content: 'Walk on Saturday?' } })).status).toBe(201);
  expect((await call('POST', '/api/messages', { ...as(bea), json: { recipient_id: ann.user.id, content: 'Yes! 9 am at the lake.' } })).status).toBe(201);
  const photo = await upload('/api/gallery/photos', ann.accessToken, multipartBody(makePng(64), { fields: { title: 'Lake at dawn', description: '', category: 'walks' } }));
  expect(photo.status).toBe(201);
  expect((await call('POST', '/api/reviews', { ...as(ann), json: { review_type: 'community', rating: 5, title: 'Kind people', content: 'The best walking group in town.' } })).status).toBe(201);
  await placeOrder(ann);
}

describe('a copy of her data: POST /api/users/me/export, the job, GET /api/exports/{token}', () => {
  it('gathers every subgraph’s rows of hers (and her photo file) into one zip, served once', async () => {
    const ann = await registerMember({ firstName: 'Ann', lastName: 'Export' });
    const bea = await registerMember({ firstName: 'Bea', lastName: 'Friend' });
    await makeContent(ann, bea);
    expect((await call('GET', '/api/users/me/export', { token: ann.accessToken })).body).toEqual({ detail: 'You have not asked for a copy of your data yet' });

    const asked = await call('POST', '/api/users/me/export', { token: ann.accessToken });
    expect(asked.status, asked.text).toBe(202);
    expect(['pending', 'ready']).toContain(asked.body.status);
    // Asking again while it is being made answers the same request.
    expect((await call('POST', '/api/users/me/export', { token: ann.accessToken })).body.requested_at).toBe(asked.body.requested_at);

    const ready = await eventually(async () => {
      const status = await call('GET', '/api/users/me/export', { token: ann.accessToken });
      return status.body.status === 'ready' ? status.body : undefined;
    }, 60_000, 'the archive to be ready');
    expect(Date.parse(ready.expires_at) - Date.parse(ready.ready_at)).toBe(7 * 86_400_000);

    const mail = await newestMailTo(ann.email, { subject: /^Your MomStride data is ready to download$/, timeoutMs: 20_000 });
    const link = new URL(/(https?:\/\/\S+\/api\/exports\/[A-Za-z0-9_-]+)/.exec(mail.text)![1]!);
    await eventually(async () => {
      const notifications = (await call('GET', '/api/notifications', { token: ann.accessToken })).body as Row[];
      return notifications.find((entry) => entry.kind === 'data_export_ready' && entry.link === '/profile#privacy');
    }, 20_000, 'the ready notification');

    const download = await fetch(`${gatewayUrl()}${link.pathname}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/zip');
    expect(download.headers.get('cache-control')).toBe('no-store');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="momstride-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const files = unzipSync(new Uint8Array(await download.arrayBuffer()));
    // Once only: the archive is gone from accounts' database after the download.
    const again = await fetch(`${gatewayUrl()}${link.pathname}`);
    expect(again.status).toBe(404);
    expect(((await again.json()) as Row).detail).toMatch(/expired or was already used/);
    expect((await call('GET', '/api/users/me/export', { token: ann.accessToken })).body.status).toBe('downloaded');
    expect(await queryRows(subgraphDatabaseUrl('accounts'), 'select archive, link_hash from data_exports where user_id = $1', [ann.user.id])).toEqual([{ archive: null, link_hash: null }]);
    // A new copy: not within the hour (each one gathers everything again), then yes.
    const tooSoon = await call('POST', '/api/users/me/export', { token: ann.accessToken });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.detail).toMatch(/^You can ask for a new copy of your data once an hour\. Please try again in \d+ minutes?\.$/);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(3000);
    await queryRows(subgraphDatabaseUrl('accounts'), "update data_exports set requested_at = requested_at - interval '61 minutes' where user_id = $1", [ann.user.id]);
    const renewed = await call('POST', '/api/users/me/export', { token: ann.accessToken });
    expect(renewed.status).toBe(202);
    expect(['pending', 'ready']).toContain(renewed.body.status);

    const json = (name: string) => JSON.parse(strFromU8(files[name]!)) as Record<string, Row[] & Row>;
    expect(strFromU8(files['README.txt']!)).toContain('For: Ann Export');
    const id = [ann.user.id];

    const accounts = json('accounts.json');
    expect(accounts.profile).toMatchObject({ id: ann.user.id, email: ann.email, first_name: 'Ann' });
    expect(accounts.profile).not.toHaveProperty('password_hash');
    expect(accounts.following.map((row) => row.user_id)).toEqual([bea.user.id]);
    expect(accounts.followers.map((row) => row.user_id)).toEqual([bea.user.id]);
    expect(accounts.profile).toEqual((await rowsOf('accounts', 'select * from users where id = $1', id)).map(({ password_hash: _hash, ...row }) => row)[0]);

    const community = json('community.json');
    expect(community.posts).toEqual(await rowsOf('community', 'select * from posts where author_id = $1 order by created_at', id));
    expect(community.success_stories).toEqual(await rowsOf('community', 'select * from success_stories where author_id = $1', id));
    expect(community.challenge_participations).toEqual(await rowsOf('community', 'select * from challenge_participants where user_id = $1', id));
    expect(community.challenge_progress_logs).toEqual(await rowsOf('community', 'select * from challenge_progress where user_id = $1', id));
    expect(community.posts).toHaveLength(1);
    expect(community.challenge_progress_logs).toHaveLength(1);

    const events = json('events-wellness.json');
    expect(events.events_joined.map((row) => row.event_id)).toEqual((await rowsOf('events-wellness', 'select event_id from event_participants where user_id = $1', id)).map((row) => row.event_id));
    expect(events.events_joined).toHaveLength(1);
    expect(events.wellness_goals).toEqual(await rowsOf('events-wellness', 'select * from wellness_goals where user_id = $1', id));
    expect(events.wellness_goals).toHaveLength(1);

    const messaging = json('messaging.json');
    expect(messaging.messages_sent).toEqual(await rowsOf('messaging', 'select * from messages where sender_id = $1', id));
    expect(messaging.messages_received).toEqual(await rowsOf('messaging', 'select * from messages where recipient_id = $1', id));
    expect([messaging.messages_sent.length, messaging.messages_received.length]).toEqual([1, 1]);

    const media = json('media-reviews.json');
    const photos = await rowsOf('media-reviews', 'select * from photos where uploader_id = $1', id);
    expect(media.photos).toEqual(photos);
    expect(media.reviews).toEqual(await rowsOf('media-reviews', 'select * from reviews where reviewer_id = $1', id));
    expect([media.photos.length, media.reviews.length]).toEqual([1, 1]);
    const photoFile = Object.keys(files).find((name) => name.startsWith(`files/media-reviews/photos/${String(photos[0]!.id)}.`));
    expect(photoFile).toBeDefined();
    const served = await fetch(`${gatewayUrl()}${String(photos[0]!.image_url)}`);
    expect(Buffer.from(files[photoFile!]!).equals(Buffer.from(await served.arrayBuffer()))).toBe(true);

    const commerce = json('commerce.json');
    const orders = await rowsOf('commerce', 'select id, number, subtotal_cents from orders where lower(email) = lower($1)', [ann.email]);
    expect(commerce.orders.map((order) => ({ id: order.id, number: order.number, subtotal_cents: order.subtotal_cents }))).toEqual(orders);
    expect(commerce.orders).toHaveLength(1);
    expect((commerce.orders[0]!.lines as unknown as Row[])[0]).toMatchObject({ quantity: 2 });
  }, 180_000);

  it('answers the same 404 to a wrong link, and the member’s routes need a sign-in', async () => {
    const wrong = await fetch(`${gatewayUrl()}/api/exports/${'A'.repeat(43)}`);
    expect(wrong.status).toBe(404);
    expect((await call('POST', '/api/users/me/export')).status).toBe(401);
    expect((await call('GET', '/api/users/me/export')).status).toBe(401);
    const member = await registerMember();
    expect((await call('POST', '/api/users/me/export/link', { token: member.accessToken })).body).toEqual({ detail: 'There is no archive ready to download. Ask for a copy of your data first.' });
  });

  it('each subgraph answers its part of a member only to accounts: never to another service, a viewer token or no token', async () => {
    const member = await registerMember();
    for (const subgraph of ['community', 'events-wellness', 'messaging', 'media-reviews', 'commerce']) {
      const url = `${subgraphUrl(subgraph)}/internal/export/${String(member.user.id)}`;
      const asked = (headers: Record<string, string>) => fetch(url, { headers }).then((res) => res.status);
      expect(await asked({}), subgraph).toBe(401);
      expect(await asked({ 'x-viewer-token': await viewerToken({ userId: member.user.id }, subgraph) }), subgraph).toBe(401);
      expect(await asked({ 'x-internal-token': await internalToken(subgraph, 'gateway') }), subgraph).toBe(403);
      expect(await asked({ 'x-internal-token': await internalToken(subgraph, 'accounts') }), subgraph).toBe(200);
    }
  });
});
