import { describe, expect, it } from 'vitest';
import { USER_JSON_KEYS } from '../../testing/rest-user.js';
import { call, registerMember } from '@momstride/testing';

const put = (token: string | undefined, json: unknown) => call('PUT', '/api/users/me', { ...(token ? { token } : {}), json });

describe('PUT /api/users/me', () => {
  it('updates the profile from snake_case fields and answers the updated user', async () => {
    const member = await registerMember();
    const res = await put(member.accessToken, {
      first_name: 'Lena',
      last_name: 'Okafor',
      bio: 'Runner and baker.',
      business_name: 'Lena Bakes',
      business_category: 'food_nutrition',
      business_description: 'Sourdough for busy families',
      instagram_handle: '@lenabakes',
      location_city: 'Austin',
      location_state: 'TX',
      years_in_business: '7',
      experience_level: 'intermediate',
      looking_for: 'Partners',
      offering: 'Baking classes',
      interests: ['running', 'baking'],
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(USER_JSON_KEYS);
    expect(res.body).toMatchObject({
      id: member.user.id,
      first_name: 'Lena',
      last_name: 'Okafor',
      business_name: 'Lena Bakes',
      business_category: 'food_nutrition',
      location_city: 'Austin',
      years_in_business: 7,
      interests: ['running', 'baking'],
      email: member.email,
      role: 'member',
    });
    const me = await call('GET', '/api/users/me', { token: member.accessToken });
    expect(me.body).toEqual(res.body);
  });

  it('prepends https:// to website, Facebook and LinkedIn URLs lacking a scheme and keeps http(s) ones', async () => {
    const member = await registerMember();
    const res = await put(member.accessToken, {
      first_name: 'Ana',
      last_name: 'Lopez',
      website_url: 'ana.example',
      facebook_url: 'facebook.com/ana',
      linkedin_url: 'http://linkedin.com/in/ana',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      website_url: 'https://ana.example',
      facebook_url: 'https://facebook.com/ana',
      linkedin_url: 'http://linkedin.com/in/ana',
    });
  });

  it('turns an empty or null years_in_business into null and a number into an integer', async () => {
    const member = await registerMember();
    const set = await put(member.accessToken, { first_name: 'A', last_name: 'B', years_in_business: 12 });
    expect(set.body.years_in_business).toBe(12);
    const empty = await put(member.accessToken, { first_name: 'A', last_name: 'B', years_in_business: '' });
    expect(empty.status).toBe(200);
    expect(empty.body.years_in_business).toBeNull();
    await put(member.accessToken, { first_name: 'A', last_name: 'B', years_in_business: ' 3 ' });
    const cleared = await put(member.accessToken, { first_name: 'A', last_name: 'B', years_in_business: null });
    expect(cleared.body.years_in_business).toBeNull();
  });

  it('answers 422 "Years in business must be a whole number" for anything else and stores nothing', async () => {
    const member = await registerMember();
    for (const years of ['abc', '2.5', 2.5, -1, true]) {
      const res = await put(member.accessToken, { first_name: 'Changed', last_name: 'Name', years_in_business: years });
      expect(res.status, String(years)).toBe(422);
      expect(res.body.detail, String(years)).toEqual([
        expect.objectContaining({ loc: ['body', 'years_in_business'], msg: 'Years in business must be a whole number', input: years }),
      ]);
    }
    const me = await call('GET', '/api/users/me', { token: member.accessToken });
    expect(me.body.first_name).toBe(member.user.first_name);
  });

  it('answers 422 FastAPI items when first_name or last_name is missing', async () => {
    const member = await registerMember();
    const res = await put(member.accessToken, { bio: 'no names' });
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'missing', loc: ['body', 'first_name'], msg: 'Field required' }),
        expect.objectContaining({ type: 'missing', loc: ['body', 'last_name'], msg: 'Field required' }),
      ]),
    );
  });

  it("answers 422 with the product's messages for blank names (accounts' field errors in snake_case)", async () => {
    const member = await registerMember();
    const res = await put(member.accessToken, { first_name: '   ', last_name: '' });
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ loc: ['body', 'first_name'], msg: 'First name is required' }),
        expect.objectContaining({ loc: ['body', 'last_name'], msg: 'Last name is required' }),
      ]),
    );
  });

  it('answers 422 for an unknown business category and a field of the wrong type; empty category means none', async () => {
    const member = await registerMember();
    const bad = await put(member.accessToken, { first_name: 'A', last_name: 'B', business_category: 'astrology', interests: 'x' });
    expect(bad.status).toBe(422);
    expect(bad.body.detail).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'enum', loc: ['body', 'business_category'] }),
        expect.objectContaining({ type: 'list_type', loc: ['body', 'interests'] }),
      ]),
    );
    const none = await put(member.accessToken, { first_name: 'A', last_name: 'B', business_category: '' });
    expect(none.status).toBe(200);
    expect(none.body.business_category).toBeNull();
  });

  it('ignores fields a member may not set (role, email, owner flag, id)', async () => {
    const member = await registerMember();
    const res = await put(member.accessToken, {
      first_name: 'Sneaky',
      last_name: 'Member',
      role: 'admin',
      email: 'other@test.example',
      is_organization_owner: true,
      id: '00000000-0000-4000-8000-000000000000',
      followers_count: 999,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: member.user.id, role: 'member', email: member.email, is_organization_owner: false, followers_count: 0 });
  });

  it('answers 401 without a token', async () => {
    const res = await put(undefined, { first_name: 'A', last_name: 'B' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: 'Not authenticated' });
  });
});
