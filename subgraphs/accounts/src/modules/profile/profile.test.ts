import { describe, expect, it } from 'vitest';
import { errorCode, registerUser, subgraph, viewerOf, type ViewerOptions } from '@momstride/testing';

const accounts = subgraph('accounts');

const UPDATE = `mutation($input: UpdateProfileInput!) {
  updateProfile(input: $input) {
    id firstName lastName bio businessName businessCategory businessDescription websiteUrl instagramHandle
    facebookUrl linkedinUrl locationCity locationState yearsInBusiness experienceLevel lookingFor offering interests
  }
}`;

type Profile = Record<string, unknown>;

const update = (viewer: ViewerOptions, input: Record<string, unknown>) =>
  accounts.gql<{ updateProfile: Profile }>(UPDATE, { input: { firstName: 'Ada', lastName: 'Bloom', ...input } }, viewer);

describe('updateProfile', () => {
  it('saves the profile: trimmed text, https:// prepended, blank strings become null', async () => {
    const me = viewerOf(await registerUser());
    const result = await update(me, {
      firstName: '  Ada ',
      lastName: ' Bloom ',
      bio: '  Mom of two.  ',
      businessName: 'Bloom Studio',
      businessCategory: 'creative_services',
      businessDescription: '   ',
      websiteUrl: 'bloom.example',
      facebookUrl: 'http://facebook.com/bloom',
      linkedinUrl: ' www.linkedin.com/in/ada ',
      instagramHandle: 'bloom',
      yearsInBusiness: 3,
      interests: [' yoga ', 'walking', '', 'Yoga'],
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.updateProfile).toMatchObject({
      firstName: 'Ada',
      lastName: 'Bloom',
      bio: 'Mom of two.',
      businessName: 'Bloom Studio',
      businessCategory: 'creative_services',
      businessDescription: null,
      websiteUrl: 'https://bloom.example',
      facebookUrl: 'http://facebook.com/bloom',
      linkedinUrl: 'https://www.linkedin.com/in/ada',
      instagramHandle: 'bloom',
      yearsInBusiness: 3,
      interests: ['yoga', 'walking'],
    });
    const me2 = await accounts.gql<{ me: Profile }>('{ me { websiteUrl yearsInBusiness } }', {}, me);
    expect(me2.data?.me).toEqual({ websiteUrl: 'https://bloom.example', yearsInBusiness: 3 });
  });

  it('leaves omitted fields unchanged and clears fields sent as null', async () => {
    const me = viewerOf(await registerUser());
    await update(me, { bio: 'First bio', websiteUrl: 'https://a.example', yearsInBusiness: 7, interests: ['running'] });
    const omitted = await update(me, { firstName: 'Ada2' });
    expect(omitted.data?.updateProfile).toMatchObject({
      firstName: 'Ada2',
      bio: 'First bio',
      websiteUrl: 'https://a.example',
      yearsInBusiness: 7,
      interests: ['running'],
    });
    const cleared = await update(me, { bio: null, websiteUrl: '', yearsInBusiness: null, interests: null });
    expect(cleared.data?.updateProfile).toMatchObject({ bio: null, websiteUrl: null, yearsInBusiness: null, interests: [] });
  });

  it('reports every problem at once with field details, and stores nothing', async () => {
    const me = viewerOf(await registerUser({ firstName: 'Keep' }));
    const result = await update(me, {
      firstName: '   ',
      lastName: '',
      bio: 'b'.repeat(1001),
      businessDescription: 'd'.repeat(2001),
      websiteUrl: 'not a url',
      facebookUrl: `facebook.com/${'x'.repeat(500)}`,
      linkedinUrl: 'https://',
      instagramHandle: 'h'.repeat(101),
      yearsInBusiness: 101,
      interests: Array.from({ length: 21 }, (_, index) => `interest ${index}`),
    });
    expect(errorCode(result)).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toBe('First name is required');
    expect(result.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'firstName', message: 'First name is required' },
      { field: 'lastName', message: 'Last name is required' },
      { field: 'bio', message: 'Bio must be at most 1000 characters' },
      { field: 'businessDescription', message: 'Business description must be at most 2000 characters' },
      { field: 'instagramHandle', message: 'Instagram handle must be at most 100 characters' },
      { field: 'websiteUrl', message: 'Website URL must be a valid URL' },
      { field: 'facebookUrl', message: 'Facebook URL must be at most 500 characters' },
      { field: 'linkedinUrl', message: 'LinkedIn URL must be a valid URL' },
      { field: 'yearsInBusiness', message: 'Years in business must be a whole number from 0 to 100' },
      { field: 'interests', message: 'Choose at most 20 interests' },
    ]);
    const me2 = await accounts.gql<{ me: Profile }>('{ me { firstName bio } }', {}, me);
    expect(me2.data?.me).toEqual({ firstName: 'Keep', bio: null });
  });

  it('checks name lengths, negative years and overlong interests', async () => {
    const me = viewerOf(await registerUser());
    const result = await update(me, { firstName: 'x'.repeat(101), lastName: 'y'.repeat(101), yearsInBusiness: -1, interests: ['i'.repeat(51)] });
    expect(result.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'firstName', message: 'First name must be at most 100 characters' },
      { field: 'lastName', message: 'Last name must be at most 100 characters' },
      { field: 'yearsInBusiness', message: 'Years in business must be a whole number from 0 to 100' },
      { field: 'interests', message: 'Each interest must be at most 50 characters' },
    ]);
    const edges = await update(me, { yearsInBusiness: 0, interests: ['i'.repeat(50)] });
    expect(edges.data?.updateProfile).toMatchObject({ yearsInBusiness: 0, interests: ['i'.repeat(50)] });
  });

  it('needs a signed-in viewer', async () => {
    expect(errorCode(await update({}, {}))).toBe('UNAUTHENTICATED');
  });
});
