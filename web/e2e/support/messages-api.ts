import type { ApiMember } from './api';

/** Polls `check` until it holds (events reach messaging asynchronously). */
async function eventually(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function graphql<T>(gatewayUrl: string, token: string, query: string, variables: Record<string, unknown>): Promise<{ data?: T; errors?: Array<{ message: string }> }> {
  const reply = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await reply.json()) as { data?: T; errors?: Array<{ message: string }> };
}

/** Waits until messaging knows each member (accounts' user.registered has reached it): they can be messaged. */
export async function knownToMessaging(gatewayUrl: string, asker: ApiMember, members: readonly ApiMember[]): Promise<void> {
  for (const member of members.filter((m) => m.id !== asker.id)) {
    await eventually(
      async () => {
        const reply = await graphql(gatewayUrl, asker.accessToken, 'query Known($id: ID!) { conversation(partnerId: $id) { id } }', { id: member.id });
        return !reply.errors;
      },
      20_000,
      `messaging to know ${member.firstName}`,
    );
  }
}

/** A message sent through the REST API (POST /api/messages); answers the new message. */
export async function sendMessageThroughApi(gatewayUrl: string, from: ApiMember, to: ApiMember, content: string): Promise<{ id: string }> {
  const reply = await fetch(`${gatewayUrl}/api/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${from.accessToken}` },
    body: JSON.stringify({ recipient_id: to.id, content }),
  });
  if (reply.status !== 201) throw new Error(`POST /api/messages failed: ${reply.status} ${await reply.text()}`);
  return (await reply.json()) as { id: string };
}
