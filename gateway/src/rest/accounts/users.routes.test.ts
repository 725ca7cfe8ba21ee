import { describe, expect, it } from 'vitest';
import { USER_JSON_KEYS } from '../../testing/rest-user.js';
import { call, registerMember } from '@momstride/testing';

describe('GET /api/users/me', () => {
  it('returns the signed-in user with every spec field in snake_case', async () => {
    const member = await registerMember({ firstName: 'Maren', lastName: 'Walker' });
    const res = await call('GET', '/api/users/me', { token: member.accessToken });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(USER_JSON_KEYS);
    expect(res.body).toEqual(member.user);
    expect(res.body).toMatchObject({ first_name: 'Maren', last_name: 'Walker', email: member.email, role: 'member' });
  });

  it('answers 401 "Not authenticated" without a token', async () => {
    const res = await call('GET', '/api/users/me');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: 'Not authenticated' });
    expect(res.headers['www-authenticate']).toBe('Bearer');
  });

  it('answers 401 "Could not validate credentials" for a malformed token or header', async () => {
    for (const authorization of ['Bearer not-a-jwt', 'Basic dXNlcjpwYXNz', 'Bearer']) {
      const res = await call('GET', '/api/users/me', { headers: { authorization } });
      expect(res.status, authorization).toBe(401);
      expect(res.body, authorization).toEqual({ detail: 'Could not validate credentials' });
    }
  });
});

describe('REST routing', () => {
  it('answers 404 JSON for an unknown /api path', async () => {
    const res = await call('GET', '/api/definitely-not-a-route', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Not Found' });
  });

  it('answers 405 JSON for a known path with the wrong method', async () => {
    const res = await call('DELETE', '/api/auth/login');
    expect(res.status).toBe(405);
    expect(res.body).toEqual({ detail: 'Method Not Allowed' });
    expect(res.headers['allow']).toContain('POST');
  });

  it('answers 422 json_invalid for malformed JSON', async () => {
    const res = await call('POST', '/api/auth/login', { raw: '{"email": "a@b.c",' });
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual([expect.objectContaining({ type: 'json_invalid', msg: 'JSON decode error', loc: ['body', expect.any(Number)] })]);
  });

  it('answers 422 for a JSON body that is not an object', async () => {
    const res = await call('POST', '/api/auth/login', { raw: '["a@b.c", "x"]' });
    expect(res.status).toBe(422);
    expect(res.body.detail[0]).toMatchObject({ loc: ['body'] });
  });
});
