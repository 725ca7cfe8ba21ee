import { randomUUID } from 'node:crypto';
import { uniqueEmail } from './accounts';

export interface ApiMember {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  accessToken: string;
}

/** A unique surname, so a directory or admin search finds exactly this member. */
export function uniqueSurname(prefix = 'Quill'): string {
  return `${prefix}${randomUUID().replace(/-/g, '').slice(0, 10)}`;
}

/** Register a member through the REST API (POST /api/auth/register, docs/product.md, The calls), optionally filling in her business. */
export async function registerThroughApi(
  gatewayUrl: string,
  member: { firstName: string; lastName: string; businessName?: string },
): Promise<ApiMember> {
  const email = uniqueEmail('api');
  const password = 'Walk-together-2026';
  const reply = await fetch(`${gatewayUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ first_name: member.firstName, last_name: member.lastName, email, password, role: 'member' }),
  });
  if (reply.status !== 200 && reply.status !== 201) throw new Error(`register failed: ${reply.status} ${await reply.text()}`);
  const body = (await reply.json()) as { access_token: string; user: { id: string } };
  if (member.businessName) {
    const update = await fetch(`${gatewayUrl}/api/users/me`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${body.access_token}` },
      body: JSON.stringify({ first_name: member.firstName, last_name: member.lastName, business_name: member.businessName }),
    });
    if (update.status !== 200) throw new Error(`profile update failed: ${update.status} ${await update.text()}`);
  }
  return { id: body.user.id, firstName: member.firstName, lastName: member.lastName, email, password, accessToken: body.access_token };
}
