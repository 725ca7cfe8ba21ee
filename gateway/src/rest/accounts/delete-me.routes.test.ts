import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, DEMO_PASSWORD, eventually, loginOwner, post, queryRows, registerMember, subgraphDatabaseUrl } from '@momstride/testing';

/** DELETE /api/users/me with a JSON body (node's client frames a DELETE body only with an explicit Content-Length). */
const deleteMe = (json: unknown, token?: string) =>
  call('DELETE', '/api/users/me', { json, ...(token ? { token } : {}), headers: { 'content-length': String(Buffer.byteLength(JSON.stringify(json))) } });

/** DELETE /api/users/me (docs/privacy.md): her password again, the one deletion path, orders kept, the owner refused. */
describe('DELETE /api/users/me', () => {
  it('deletes her account after her password: her content goes from every subgraph, her orders stay', async () => {
    const ann = await registerMember();
    const token = { token: ann.accessToken };
    expect((await call('POST', '/api/posts', { ...token, json: { content: 'Leaving soon' } })).status).toBe(201);
    const products = (await call('GET', '/api/products?limit=50')).body.products as Array<{ id: string; variants: Array<{ id: string; is_enabled: boolean }> }>;
    const product = products.find((entry) => entry.variants.some((variant) => variant.is_enabled))!;
    const session = randomUUID();
    await call('POST', `/api/cart/${session}/items`, { json: { product_id: product.id, variant_id: product.variants.find((entry) => entry.is_enabled)!.id, quantity: 1 } });
    const form = { firstName: 'Ann', lastName: 'Gone', email: ann.email, phone: '', address1: '1 Main St', address2: '', city: 'Austin', region: 'TX', zip: '78701', country: 'US' };
    expect((await call('POST', `/api/cart/${session}/checkout`, { json: form })).status).toBe(201);

    const missing = await deleteMe({}, ann.accessToken);
    expect(missing.status, missing.text).toBe(422);
    const wrong = await deleteMe({ password: 'not-my-password' }, ann.accessToken);
    expect(wrong.status).toBe(422);
    expect(wrong.text).toContain('Incorrect password');
    expect((await call('GET', '/api/users/me', token)).status).toBe(200);

    const deleted = await deleteMe({ password: ann.password }, ann.accessToken);
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.body).toEqual({ message: 'Your account has been deleted' });
    expect((await call('GET', '/api/users/me', token)).status).toBe(401);
    expect((await post('/api/auth/login', { email: ann.email, password: ann.password })).status).toBe(401);
    await eventually(async () => {
      const posts = await queryRows(subgraphDatabaseUrl('community'), 'select 1 from posts where author_id = $1', [ann.user.id]);
      return posts.length === 0 ? true : undefined;
    }, 20_000, 'her posts removed by user.deleted');
    // Orders are kept for accounting (docs/privacy.md).
    expect(await queryRows(subgraphDatabaseUrl('commerce'), 'select 1 from orders where email = $1', [ann.email])).toHaveLength(1);
  }, 60_000);

  it('refuses the organization owner with a clear message, and needs a sign-in', async () => {
    const owner = await loginOwner();
    const refused = await deleteMe({ password: DEMO_PASSWORD }, owner.accessToken);
    expect(refused.status, refused.text).toBe(403);
    expect(refused.body.detail).toMatch(/^You are the organization owner, so your account cannot be deleted\./);
    expect((await call('GET', '/api/users/me', { token: owner.accessToken })).status).toBe(200);
    expect((await deleteMe({ password: 'x' })).status).toBe(401);
  });
});
