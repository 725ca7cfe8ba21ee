import { generateKeyPairSync } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import type { User } from '../users/user.entity.js';
import { issueSession } from './session.js';
import { createAccessTokenSigner } from './tokens.js';

describe('issueSession: one clock for iat and revocations', () => {
  it("stamps the access token's iat (with milliseconds) with the database clock, not the process's", async () => {
    const { privateKey } = generateKeyPairSync('ed25519');
    const signAccessToken = createAccessTokenSigner(privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());
    // The database's clock_timestamp() as the insert returns it: far from the process's own clock.
    const databaseNow = new Date('2001-02-03T04:05:06.789Z');
    const statements: string[] = [];
    const em = {
      execute: async (sql: string) => {
        statements.push(sql);
        return [{ created_at: databaseNow }];
      },
    } as unknown as EntityManager;
    const user = { id: '6f1c1a52-0d55-4d8e-9d39-8b2c1a0e0001', role: 'member' } as User;
    const session = await issueSession(em, { signAccessToken }, user);
    const claims = decodeJwt(session.accessToken);
    expect(claims.iat).toBe(databaseNow.getTime() / 1000);
    expect(claims.exp).toBe(Math.floor(databaseNow.getTime() / 1000) + 15 * 60);
    expect(statements.join('\n')).toContain('clock_timestamp()');
    // A sign-in: auth_time is the session's own start; a refresh passes the family's sign-in time on.
    expect(claims.auth_time).toBe(Math.floor(databaseNow.getTime() / 1000));
    const signedIn = new Date('2001-02-01T00:00:00.000Z');
    const refreshed = decodeJwt((await issueSession(em, { signAccessToken }, user, 'family', signedIn)).accessToken);
    expect(refreshed.auth_time).toBe(signedIn.getTime() / 1000);
    expect(refreshed.iat).toBe(databaseNow.getTime() / 1000);
  });
});
