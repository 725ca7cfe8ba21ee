/**
 * The examples of docs/api.md run for real against the test stack's gateway: sign-in (REST and the `login`
 * mutation), "list upcoming events", "export orders" (admins) and "post to the feed". The documents are read from
 * the page's code blocks (scripts/lib/api-doc-examples.ts), and the curl and graphql-request variants of each must be
 * the same document as its ```graphql block, so the page cannot drift from the schema or from itself.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { canonical, docExamples, type DocOperation } from '../lib/api-doc-examples.js';
import { repoRoot } from '../lib/paths.js';
import { call, gatewayGql, login, registerMember } from '@momstride/testing';

const examples = docExamples(readFileSync(join(repoRoot, 'docs/api.md'), 'utf8'));
const WORKED_EXAMPLES = ['UpcomingEvents', 'ExportOrders', 'PostToFeed'];

const operation = (name: string): DocOperation => {
  const found = examples.operations.get(name);
  if (!found) throw new Error(`docs/api.md has no graphql block for ${name}`);
  return found;
};

/** Runs the ```graphql block with its variables, then every curl body of it; answers each result's data. */
async function runEveryVariant<T>(name: string, token: string): Promise<T[]> {
  const { document, variables, curl } = operation(name);
  const results: T[] = [];
  for (const [query, vars] of [[document, variables] as const, ...curl.map((body) => [body.query, body.variables] as const)]) {
    const result = await gatewayGql<T>(query, vars, { token });
    expect(result.errors, `${name}: ${JSON.stringify(result.errors)}`).toBeUndefined();
    expect(result.status).toBe(200);
    results.push(result.data as T);
  }
  return results;
}

describe('docs/api.md examples', () => {
  it('shows each worked example as a graphql block, a curl call and a graphql-request call of the same document', () => {
    for (const name of [...WORKED_EXAMPLES, 'SignIn']) {
      const { document, curl, typescript } = operation(name);
      if (name !== 'SignIn') expect(curl.length, `${name}: curl`).toBeGreaterThan(0);
      expect(typescript.length, `${name}: graphql-request`).toBeGreaterThan(0);
      for (const variant of [...curl.map((body) => body.query), ...typescript]) expect(canonical(variant), name).toBe(canonical(document));
    }
  });

  describe('against the gateway', () => {
    let memberToken: string;
    let adminToken: string;

    beforeAll(async () => {
      memberToken = (await login('maya@momstride.example')).accessToken;
      adminToken = (await login('olivia@momstride.example')).accessToken;
    });

    it('signs in as the shell examples do (REST) and with the SignIn mutation', async () => {
      expect(examples.otherCurlBodies.length).toBeGreaterThan(0);
      for (const body of examples.otherCurlBodies) {
        const res = await call<{ access_token?: string }>('POST', `${inject('gatewayUrl')}/api/auth/login`, { json: body });
        expect(res.status, JSON.stringify(body)).toBe(200);
        expect(typeof res.body.access_token).toBe('string');
      }
      const { document, variables } = operation('SignIn');
      const result = await gatewayGql<{ login: { accessToken: string; user: { role: string } } }>(document, variables);
      expect(result.errors).toBeUndefined();
      expect(result.data?.login.user.role).toBe('admin');
      const me = await gatewayGql<{ me: { id: string } }>('{ me { id } }', {}, { token: result.data?.login.accessToken ?? '' });
      expect(me.data?.me.id).toBeTruthy();
    });

    it('lists upcoming events', async () => {
      const limit = operation('UpcomingEvents').variables['limit'] as number;
      for (const data of await runEveryVariant<{ events: { id: string; eventDate: string }[] }>('UpcomingEvents', memberToken)) {
        expect(Array.isArray(data.events)).toBe(true);
        expect(data.events.length).toBeLessThanOrEqual(limit);
        for (const event of data.events) expect(Date.parse(event.eventDate)).toBeGreaterThan(Date.now() - 60_000);
      }
    });

    it('exports orders as an admin, and refuses a member', async () => {
      for (const data of await runEveryVariant<{ orders: { id: string; subtotalCents: number; lines: unknown[] }[] }>('ExportOrders', adminToken)) {
        expect(data.orders.length, 'the demo shop has orders').toBeGreaterThan(0);
        for (const order of data.orders) expect(Number.isInteger(order.subtotalCents)).toBe(true);
      }
      const { document, variables } = operation('ExportOrders');
      const refused = await gatewayGql(document, variables, { token: memberToken });
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });

    it('posts to the feed', async () => {
      const member = await registerMember({ firstName: 'Doc', lastName: 'Example' });
      const content = operation('PostToFeed').variables['content'];
      for (const data of await runEveryVariant<{ createPost: { id: string; content: string; author: { id: string } } }>('PostToFeed', member.accessToken)) {
        expect(data.createPost.content).toBe(content);
        expect(data.createPost.author.id).toBe(member.user.id);
      }
    });
  });
});
