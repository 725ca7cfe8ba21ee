import { createPrivateKey, sign } from 'node:crypto';
import { inject } from 'vitest';

const part = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A correctly signed access token for `sub` whose `exp` lies in the past. */
export function expiredAccessToken(sub: string, role: 'admin' | 'member'): string {
  const now = Math.floor(Date.now() / 1000);
  const header = part({ alg: 'EdDSA', typ: 'JWT' });
  const payload = part({
    sub,
    role,
    typ: 'access',
    iss: 'momstride-accounts',
    aud: 'momstride',
    iat: now - 3600,
    exp: now - 1800,
  });
  const key = createPrivateKey(inject('accessTokenPrivateKey'));
  const signature = sign(null, Buffer.from(`${header}.${payload}`), key).toString('base64url');
  return `${header}.${payload}.${signature}`;
}
