import { generateKeyPairSync } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createViewerVerifier, signViewerToken } from './viewer.js';

function keyPair() {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  return {
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
}

describe('viewer token', () => {
  const keys = keyPair();
  const verify = createViewerVerifier(keys.publicPem, 'accounts');

  it('round-trips a signed-in and an anonymous viewer', async () => {
    const member = await signViewerToken(keys.privatePem, { subgraph: 'accounts', sub: 'u1', role: 'member', ip: '203.0.113.9', rid: 'r1' });
    expect(await verify(member)).toEqual({ userId: 'u1', role: 'member', ip: '203.0.113.9', requestId: 'r1' });
    const anonymous = await signViewerToken(keys.privatePem, { subgraph: 'accounts', ip: '203.0.113.9', rid: 'r2' });
    expect(await verify(anonymous)).toEqual({ ip: '203.0.113.9', requestId: 'r2' });
  });

  it("carries a personal access token's scopes (scp), absent for a sign-in session", async () => {
    const pat = await signViewerToken(keys.privatePem, { subgraph: 'accounts', sub: 'u1', role: 'member', scopes: ['read'], ip: '203.0.113.9', rid: 'r3' });
    expect(await verify(pat)).toEqual({ userId: 'u1', role: 'member', scopes: ['read'], ip: '203.0.113.9', requestId: 'r3' });
    const session = await signViewerToken(keys.privatePem, { subgraph: 'accounts', sub: 'u1', role: 'member', ip: '203.0.113.9', rid: 'r4' });
    expect((await verify(session)).scopes).toBeUndefined();
  });

  it('rejects another key, expired tokens and other algorithms', async () => {
    const other = keyPair();
    await expect(verify(await signViewerToken(other.privatePem, { subgraph: 'accounts', ip: 'x', rid: 'r' }))).rejects.toThrow();
    await expect(verify(await signViewerToken(keys.privatePem, { subgraph: 'accounts', ip: 'x', rid: 'r' }, -5))).rejects.toThrow();
    const hs256 = await new SignJWT({ ip: 'x', rid: 'r', typ: 'viewer' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('momstride-gateway')
      .setAudience('momstride:accounts')
      .setExpirationTime('1m')
      .sign(new TextEncoder().encode(keys.publicPem));
    await expect(verify(hs256)).rejects.toThrow();
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"ip":"x","rid":"r","typ":"viewer"}').toString('base64url')}.`;
    await expect(verify(unsigned)).rejects.toThrow();
  });

  it('checks issuer, audience and typ', async () => {
    const { importPKCS8 } = await import('jose');
    const key = await importPKCS8(keys.privatePem, 'EdDSA');
    const base = (claims: Record<string, unknown>, iss: string, aud: string) =>
      new SignJWT(claims).setProtectedHeader({ alg: 'EdDSA' }).setIssuer(iss).setAudience(aud).setExpirationTime('1m').sign(key);
    await expect(verify(await base({ ip: 'x', rid: 'r', typ: 'viewer' }, 'momstride-accounts', 'momstride:accounts'))).rejects.toThrow();
    await expect(verify(await base({ ip: 'x', rid: 'r', typ: 'viewer' }, 'momstride-gateway', 'momstride'))).rejects.toThrow();
    await expect(verify(await base({ ip: 'x', rid: 'r', typ: 'access' }, 'momstride-gateway', 'momstride:accounts'))).rejects.toThrow();
    expect(await verify(await base({ ip: 'x', rid: 'r', typ: 'viewer' }, 'momstride-gateway', 'momstride:accounts'))).toEqual({
      ip: 'x',
      requestId: 'r',
    });
    // The audience every subgraph shared before tokens were minted per subgraph.
    await expect(verify(await base({ ip: 'x', rid: 'r', typ: 'viewer' }, 'momstride-gateway', 'momstride-subgraphs'))).rejects.toThrow();
  });

  it('refuses a token minted for another subgraph (audience momstride:<subgraph>)', async () => {
    const forCommunity = await signViewerToken(keys.privatePem, { subgraph: 'community', sub: 'u1', role: 'admin', ip: 'x', rid: 'r' });
    await expect(verify(forCommunity)).rejects.toThrow();
    expect(await createViewerVerifier(keys.publicPem, 'community')(forCommunity)).toEqual({ userId: 'u1', role: 'admin', ip: 'x', requestId: 'r' });
  });
});
