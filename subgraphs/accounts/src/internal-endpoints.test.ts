/**
 * Internal endpoints accept only an internal token for their own service (security finding I1): accounts'
 * `/internal/*` routes, on the running test stack, refuse a member's viewer token, the gateway-style anonymous viewer
 * token, a token minted for another service, another caller than the gateway, a token signed with another key and an
 * expired one.
 */
import { generateKeyPairSync } from 'node:crypto';
import { importPKCS8, SignJWT } from 'jose';
import { describe, expect, inject, it } from 'vitest';
import { internalToken, registerUser, viewerToken } from '@momstride/testing';
import { INTERNAL_TOKEN_HEADER, internalTokenAudience } from '@momstride/kit';

const accountsUrl = (path: string) => new URL(path, inject('subgraphUrls').accounts!);

/** The three internal routes of accounts the gateway calls, each with a harmless request. */
const routes = [
  { path: '/internal/session-revocations', method: 'GET', body: undefined, ok: 200 },
  { path: '/internal/access-tokens/verify', method: 'POST', body: { hash: '0'.repeat(64) }, ok: 404 },
  { path: '/internal/access-tokens/used', method: 'POST', body: { tokenIds: [] }, ok: 204 },
] as const;

const send = (route: (typeof routes)[number], headers: Record<string, string>) =>
  fetch(accountsUrl(route.path), {
    method: route.method,
    headers: { ...headers, ...(route.body ? { 'content-type': 'application/json' } : {}) },
    ...(route.body ? { body: JSON.stringify(route.body) } : {}),
  });

const signed = async (privateKeyPem: string, claims: { typ?: string; iss: string; aud: string; expSeconds?: number }) => {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ typ: claims.typ ?? 'internal' })
    .setProtectedHeader({ alg: 'EdDSA', typ: 'JWT' })
    .setIssuer(claims.iss)
    .setAudience(claims.aud)
    .setIssuedAt((claims.expSeconds ?? 60) < 0 ? now - 120 : now)
    .setExpirationTime(now + (claims.expSeconds ?? 60))
    .sign(await importPKCS8(privateKeyPem, 'EdDSA'));
};

describe("accounts' internal endpoints (I1)", () => {
  it('the member mirror’s endpoints answer any subgraph’s internal token and refuse a viewer token', async () => {
    const member = await registerUser();
    const memberToken = await viewerToken({ userId: member.user.id, role: 'member' });
    const lookup = (headers: Record<string, string>) =>
      fetch(accountsUrl('/internal/members/lookup'), {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ ids: [member.user.id] }),
      });
    const asMessaging = await lookup({ [INTERNAL_TOKEN_HEADER]: await internalToken('accounts', 'messaging') });
    expect(asMessaging.status).toBe(200);
    expect(((await asMessaging.json()) as { found: Array<{ id: string }> }).found.map((row) => row.id)).toEqual([member.user.id]);
    expect((await lookup({ 'x-viewer-token': memberToken })).status).toBe(401);
    expect((await lookup({ [INTERNAL_TOKEN_HEADER]: memberToken })).status).toBe(401);
    const list = await fetch(accountsUrl('/internal/members?limit=1'), { headers: { 'x-viewer-token': memberToken } });
    expect(list.status).toBe(401);
  });

  it('answer the gateway’s internal token', async () => {
    for (const route of routes) {
      const response = await send(route, { [INTERNAL_TOKEN_HEADER]: await internalToken('accounts') });
      expect(response.status, route.path).toBe(route.ok);
    }
  });

  it('refuse a member’s viewer token, the anonymous viewer token and no token at all', async () => {
    const member = await registerUser();
    const memberToken = await viewerToken({ userId: member.user.id, role: 'member' });
    const anonymous = await viewerToken();
    for (const route of routes) {
      for (const headers of [
        {},
        { 'x-viewer-token': memberToken },
        { 'x-viewer-token': anonymous },
        { [INTERNAL_TOKEN_HEADER]: memberToken },
        { [INTERNAL_TOKEN_HEADER]: anonymous },
      ]) {
        const response = await send(route, headers);
        expect(response.status, `${route.path} ${JSON.stringify(Object.keys(headers))}`).toBe(401);
      }
    }
  });

  it('refuse a token for another service, from another caller, under another key, expired or of another type', async () => {
    const { internalTokenPrivateKey } = inject('stackSecrets');
    const foreignKey = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const cases: Array<[string, string, number]> = [
      ['for messaging', await internalToken('messaging'), 401],
      ['from messaging', await internalToken('accounts', 'messaging'), 403],
      ['another key', await signed(foreignKey, { iss: 'gateway', aud: internalTokenAudience('accounts') }), 401],
      ['expired', await signed(internalTokenPrivateKey, { iss: 'gateway', aud: internalTokenAudience('accounts'), expSeconds: -5 }), 401],
      ['typ viewer', await signed(internalTokenPrivateKey, { typ: 'viewer', iss: 'gateway', aud: internalTokenAudience('accounts') }), 401],
      ['viewer audience', await signed(internalTokenPrivateKey, { iss: 'gateway', aud: 'momstride:accounts' }), 401],
    ];
    for (const route of routes) {
      for (const [what, token, status] of cases) {
        expect((await send(route, { [INTERNAL_TOKEN_HEADER]: token })).status, `${route.path}: ${what}`).toBe(status);
      }
    }
  });
});
