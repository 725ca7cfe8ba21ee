import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { gatewayGql, login, requestStats } from '../../testing/community-client.js';

it('negative control: two accounts fetches are seen as two operations', async () => {
  const maya = await login('maya@momstride.example');
  const requestId = `neg-${randomUUID()}`;
  const r = await gatewayGql('{ me { id } feed(limit: 10) { id author { firstName } } }', {}, { token: maya.accessToken, requestId });
  expect(r.errors).toBeUndefined();
  const stats = await requestStats('accounts', requestId);
  console.log(JSON.stringify(stats));
  expect(stats.operations).toHaveLength(1);
});
