import { describe, expect, it } from 'vitest';
import { formValuesOf, validateProfileForm, withScheme, type ProfileFormValues } from './profile-form';

const base: ProfileFormValues = formValuesOf({ firstName: 'Maya', lastName: 'Patel', interests: [] });

describe('profile form rules (docs/product.md, Validation rules)', () => {
  it('requires first and last name, after trimming', () => {
    const { errors, input } = validateProfileForm({ ...base, firstName: '  ', lastName: '' });
    expect(input).toBeNull();
    expect(errors).toEqual({ firstName: 'First name is required', lastName: 'Last name is required' });
  });

  it('prepends https:// to links without an http(s) scheme and keeps those with one', () => {
    expect(withScheme('bloomyoga.example')).toBe('https://bloomyoga.example');
    expect(withScheme('http://bloomyoga.example')).toBe('http://bloomyoga.example');
    expect(withScheme('HTTPS://x.example')).toBe('HTTPS://x.example');
    const { input } = validateProfileForm({ ...base, websiteUrl: 'bloomyoga.example', facebookUrl: ' facebook.com/bloom ', linkedinUrl: '' });
    expect(input?.websiteUrl).toBe('https://bloomyoga.example');
    expect(input?.facebookUrl).toBe('https://facebook.com/bloom');
    expect(input?.linkedinUrl).toBeNull();
  });

  it('refuses a link that is not a web address', () => {
    expect(validateProfileForm({ ...base, websiteUrl: 'not a url' }).errors.websiteUrl).toMatch(/valid URL/);
    expect(validateProfileForm({ ...base, linkedinUrl: 'localhost' }).errors.linkedinUrl).toMatch(/valid URL/);
  });

  it('years in business: empty → null, digits → integer, anything else refused', () => {
    expect(validateProfileForm({ ...base, yearsInBusiness: '' }).input?.yearsInBusiness).toBeNull();
    expect(validateProfileForm({ ...base, yearsInBusiness: ' 7 ' }).input?.yearsInBusiness).toBe(7);
    for (const bad of ['2.5', '-1', 'ten', '101']) {
      expect(validateProfileForm({ ...base, yearsInBusiness: bad }).errors.yearsInBusiness).toMatch(/whole number/);
    }
  });

  it('blank optional text becomes null; interests are split, trimmed and de-duplicated', () => {
    const { input } = validateProfileForm({ ...base, bio: '   ', interests: 'yoga, walking ,, yoga' });
    expect(input?.bio).toBeNull();
    expect(input?.businessCategory).toBeNull();
    expect(input?.interests).toEqual(['yoga', 'walking']);
  });
});
