import type { BusinessCategory, EditProfileFormFragment, UpdateProfileInput } from '../../gql/graphql';
import { PROFILE_MAX_LENGTH } from './profile-limits';

/** The Edit Profile form's values: everything is text while editing (the User fields of docs/product.md, Entities and fields). */
export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  bio: string;
  businessName: string;
  businessCategory: BusinessCategory | '';
  businessDescription: string;
  websiteUrl: string;
  instagramHandle: string;
  facebookUrl: string;
  linkedinUrl: string;
  locationCity: string;
  locationState: string;
  yearsInBusiness: string;
  experienceLevel: string;
  lookingFor: string;
  offering: string;
  /** Comma-separated. */
  interests: string;
}

export type ProfileFormField = keyof ProfileFormValues;
export type ProfileFormErrors = Partial<Record<ProfileFormField, string>>;

type ProfileFragmentFields = Omit<EditProfileFormFragment, 'id' | ' $fragmentName'>;

/** What the form starts from: the Edit Profile fragment; optional fields may be left out (read as empty). */
export type ProfileSource = Pick<ProfileFragmentFields, 'firstName' | 'lastName' | 'interests'> & Partial<ProfileFragmentFields>;

export const experienceLevels = ['Just starting', 'Growing', 'Established', 'Expert'] as const;

export function formValuesOf(user: ProfileSource): ProfileFormValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    bio: user.bio ?? '',
    businessName: user.businessName ?? '',
    businessCategory: user.businessCategory ?? '',
    businessDescription: user.businessDescription ?? '',
    websiteUrl: user.websiteUrl ?? '',
    instagramHandle: user.instagramHandle ?? '',
    facebookUrl: user.facebookUrl ?? '',
    linkedinUrl: user.linkedinUrl ?? '',
    locationCity: user.locationCity ?? '',
    locationState: user.locationState ?? '',
    yearsInBusiness: user.yearsInBusiness === null || user.yearsInBusiness === undefined ? '' : String(user.yearsInBusiness),
    experienceLevel: user.experienceLevel ?? '',
    lookingFor: user.lookingFor ?? '',
    offering: user.offering ?? '',
    interests: user.interests.join(', '),
  };
}

/** docs/product.md, Validation rules: https:// is prepended when a link lacks an http:// or https:// prefix (the server does it too). */
export function withScheme(url: string): string {
  const trimmed = url.trim();
  if (trimmed === '') return '';
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && /^[^\s.]+(\.[^\s.]+)+$/.test(url.hostname);
  } catch {
    return false;
  }
}

const blankToNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

const urlFields = [
  ['websiteUrl', 'Website'],
  ['facebookUrl', 'Facebook URL'],
  ['linkedinUrl', 'LinkedIn URL'],
] as const;

const textLimits: ReadonlyArray<[ProfileFormField, string, number]> = [
  ['firstName', 'First name', PROFILE_MAX_LENGTH.name],
  ['lastName', 'Last name', PROFILE_MAX_LENGTH.name],
  ['bio', 'Bio', PROFILE_MAX_LENGTH.bio],
  ['businessName', 'Business name', PROFILE_MAX_LENGTH.businessName],
  ['businessDescription', 'Business description', PROFILE_MAX_LENGTH.businessDescription],
  ['instagramHandle', 'Instagram handle', PROFILE_MAX_LENGTH.handle],
  ['locationCity', 'City', PROFILE_MAX_LENGTH.shortText],
  ['locationState', 'State', PROFILE_MAX_LENGTH.shortText],
  ['experienceLevel', 'Experience level', PROFILE_MAX_LENGTH.shortText],
  ['lookingFor', 'Looking for', PROFILE_MAX_LENGTH.longText],
  ['offering', 'Offering', PROFILE_MAX_LENGTH.longText],
];

/**
 * The profile form rules of docs/product.md, Validation rules: first and last name required; links get https:// when they lack a scheme;
 * years in business empty → null, else a whole number. Returns every problem at once, or the input to send.
 */
export function validateProfileForm(values: ProfileFormValues): { errors: ProfileFormErrors; input: UpdateProfileInput | null } {
  const errors: ProfileFormErrors = {};
  if (values.firstName.trim() === '') errors.firstName = 'First name is required';
  if (values.lastName.trim() === '') errors.lastName = 'Last name is required';
  for (const [field, label, max] of textLimits) {
    if (!errors[field] && values[field].trim().length > max) errors[field] = `${label} must be at most ${max} characters`;
  }

  const urls: Record<(typeof urlFields)[number][0], string | null> = { websiteUrl: null, facebookUrl: null, linkedinUrl: null };
  for (const [field, label] of urlFields) {
    const value = withScheme(values[field]);
    if (value === '') continue;
    if (value.length > PROFILE_MAX_LENGTH.url) errors[field] = `${label} must be at most ${PROFILE_MAX_LENGTH.url} characters`;
    else if (!isWebUrl(value)) errors[field] = `${label} must be a valid URL, like example.com`;
    else urls[field] = value;
  }

  let yearsInBusiness: number | null = null;
  const years = values.yearsInBusiness.trim();
  if (years !== '') {
    const parsed = Number(years);
    if (!/^\d+$/.test(years) || !Number.isInteger(parsed) || parsed > PROFILE_MAX_LENGTH.yearsInBusiness) {
      errors.yearsInBusiness = `Years in business must be a whole number from 0 to ${PROFILE_MAX_LENGTH.yearsInBusiness}`;
    } else {
      yearsInBusiness = parsed;
    }
  }

  const interests = [...new Set(values.interests.split(',').map((i) => i.trim()).filter(Boolean))];
  if (interests.length > PROFILE_MAX_LENGTH.interests) errors.interests = `Choose at most ${PROFILE_MAX_LENGTH.interests} interests`;
  else if (interests.some((i) => i.length > PROFILE_MAX_LENGTH.interest))
    errors.interests = `Each interest must be at most ${PROFILE_MAX_LENGTH.interest} characters`;

  if (Object.keys(errors).length > 0) return { errors, input: null };
  return {
    errors,
    input: {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      bio: blankToNull(values.bio),
      businessName: blankToNull(values.businessName),
      businessCategory: values.businessCategory === '' ? null : values.businessCategory,
      businessDescription: blankToNull(values.businessDescription),
      websiteUrl: urls.websiteUrl,
      instagramHandle: blankToNull(values.instagramHandle.replace(/^\s*@/, '')),
      facebookUrl: urls.facebookUrl,
      linkedinUrl: urls.linkedinUrl,
      locationCity: blankToNull(values.locationCity),
      locationState: blankToNull(values.locationState),
      yearsInBusiness,
      experienceLevel: blankToNull(values.experienceLevel),
      lookingFor: blankToNull(values.lookingFor),
      offering: blankToNull(values.offering),
      interests,
    },
  };
}
