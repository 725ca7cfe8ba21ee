// Length limits (characters) of the profile fields: the shared profile rules the Edit Profile form checks first.
import { PROFILE_LIMITS } from '@momstride/contracts/rules';
import type { FieldError } from '@momstride/kit';
import type { BusinessCategory } from '../users/user.enums.js';
import type { UpdateProfileInput } from './profile.inputs.js';

/** The columns an update may write; a key that is absent means "leave unchanged". */
export interface ProfileChanges {
  firstName: string;
  lastName: string;
  bio?: string | null;
  businessName?: string | null;
  businessCategory?: BusinessCategory | null;
  businessDescription?: string | null;
  websiteUrl?: string | null;
  instagramHandle?: string | null;
  facebookUrl?: string | null;
  linkedinUrl?: string | null;
  locationCity?: string | null;
  locationState?: string | null;
  yearsInBusiness?: number | null;
  experienceLevel?: string | null;
  lookingFor?: string | null;
  offering?: string | null;
  interests?: string[];
}

type TextField = 'bio' | 'businessName' | 'businessDescription' | 'instagramHandle' | 'locationCity' | 'locationState' | 'experienceLevel' | 'lookingFor' | 'offering';
type UrlField = 'websiteUrl' | 'facebookUrl' | 'linkedinUrl';

const TEXT_FIELDS: ReadonlyArray<{ field: TextField; label: string; max: number }> = [
  { field: 'bio', label: 'Bio', max: PROFILE_LIMITS.bio },
  { field: 'businessName', label: 'Business name', max: PROFILE_LIMITS.businessName },
  { field: 'businessDescription', label: 'Business description', max: PROFILE_LIMITS.businessDescription },
  { field: 'instagramHandle', label: 'Instagram handle', max: PROFILE_LIMITS.handle },
  { field: 'locationCity', label: 'City', max: PROFILE_LIMITS.shortText },
  { field: 'locationState', label: 'State', max: PROFILE_LIMITS.shortText },
  { field: 'experienceLevel', label: 'Experience level', max: PROFILE_LIMITS.shortText },
  { field: 'lookingFor', label: 'Looking for', max: PROFILE_LIMITS.longText },
  { field: 'offering', label: 'Offering', max: PROFILE_LIMITS.longText },
];

const URL_FIELDS: ReadonlyArray<{ field: UrlField; label: string }> = [
  { field: 'websiteUrl', label: 'Website URL' },
  { field: 'facebookUrl', label: 'Facebook URL' },
  { field: 'linkedinUrl', label: 'LinkedIn URL' },
];

/** Trimmed text; blank becomes null. */
const clean = (value: string | null): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** docs/product.md, Validation rules: https:// is prepended when the value lacks an http:// or https:// prefix. */
export const withScheme = (url: string): string => (/^https?:\/\//i.test(url) ? url : `https://${url}`);

/** An absolute http(s) URL with a host name (after the scheme was prepended). */
export function isWebUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && /\S/.test(url.hostname);
}

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** Applies the profile rules; every problem is reported at once (field names are the GraphQL input's). */
export function validateProfile(input: UpdateProfileInput): { changes: ProfileChanges; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const changes: ProfileChanges = { firstName: input.firstName.trim(), lastName: input.lastName.trim() };
  if (changes.firstName === '') errors.push({ field: 'firstName', message: 'First name is required' });
  else if (changes.firstName.length > PROFILE_LIMITS.name)
    errors.push({ field: 'firstName', message: tooLong('First name', PROFILE_LIMITS.name) });
  if (changes.lastName === '') errors.push({ field: 'lastName', message: 'Last name is required' });
  else if (changes.lastName.length > PROFILE_LIMITS.name)
    errors.push({ field: 'lastName', message: tooLong('Last name', PROFILE_LIMITS.name) });

  for (const { field, label, max } of TEXT_FIELDS) {
    const raw = input[field];
    if (raw === undefined) continue;
    const value = clean(raw);
    if (value !== null && value.length > max) errors.push({ field, message: tooLong(label, max) });
    changes[field] = value;
  }

  for (const { field, label } of URL_FIELDS) {
    const raw = input[field];
    if (raw === undefined) continue;
    const trimmed = clean(raw);
    const value = trimmed === null ? null : withScheme(trimmed);
    if (value !== null && value.length > PROFILE_LIMITS.url) errors.push({ field, message: tooLong(label, PROFILE_LIMITS.url) });
    else if (value !== null && !isWebUrl(value)) errors.push({ field, message: `${label} must be a valid URL` });
    changes[field] = value;
  }

  if (input.businessCategory !== undefined) changes.businessCategory = input.businessCategory;

  if (input.yearsInBusiness !== undefined) {
    const years = input.yearsInBusiness;
    if (years !== null && (!Number.isInteger(years) || years < 0 || years > PROFILE_LIMITS.yearsInBusiness))
      errors.push({ field: 'yearsInBusiness', message: `Years in business must be a whole number from 0 to ${PROFILE_LIMITS.yearsInBusiness}` });
    changes.yearsInBusiness = years;
  }

  if (input.interests !== undefined) {
    const interests: string[] = [];
    const seen = new Set<string>();
    for (const item of input.interests ?? []) {
      const value = item.trim();
      if (value === '' || seen.has(value.toLowerCase())) continue;
      seen.add(value.toLowerCase());
      interests.push(value);
    }
    if (interests.length > PROFILE_LIMITS.interests)
      errors.push({ field: 'interests', message: `Choose at most ${PROFILE_LIMITS.interests} interests` });
    else if (interests.some((interest) => interest.length > PROFILE_LIMITS.interest))
      errors.push({ field: 'interests', message: `Each interest must be at most ${PROFILE_LIMITS.interest} characters` });
    changes.interests = interests;
  }

  return { changes, errors };
}
