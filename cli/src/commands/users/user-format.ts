import type { AdminUserDetailFragment, AdminUserFragment, BusinessCategory } from '../../gql/graphql.js';
import type { TableColumn } from '../../services/output.js';

/** Each business category's label, in the order of docs/product.md, Entities and fields; the set is the schema's (one missing or extra fails to compile). */
const CATEGORY_LABELS = {
  fitness_wellness: 'Fitness & Wellness',
  consulting: 'Consulting',
  creative_services: 'Creative Services',
  retail_ecommerce: 'Retail & E-commerce',
  food_nutrition: 'Food & Nutrition',
  education_coaching: 'Education & Coaching',
  tech_digital: 'Tech & Digital',
  beauty_lifestyle: 'Beauty & Lifestyle',
  other: 'Other',
} as const satisfies Record<BusinessCategory, string>;

/** The business categories with their labels, in the order of docs/product.md, Entities and fields. */
export const BUSINESS_CATEGORIES: readonly { value: BusinessCategory; label: string }[] = Object.entries(CATEGORY_LABELS).map(
  ([value, label]) => ({ value: value as BusinessCategory, label }),
);

export function categoryLabel(category: BusinessCategory | null | undefined): string {
  if (!category) return '';
  return BUSINESS_CATEGORIES.find((entry) => entry.value === category)?.label ?? category;
}

export function fullName(user: Pick<AdminUserFragment, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/** "Maya Patel's" (and "Chris'" for a name ending in s). */
export function possessive(name: string): string {
  return name.endsWith('s') ? `${name}'` : `${name}'s`;
}

/** The marks an admin needs to see at a glance: the protected owner, pending admin requests and suspended members. */
export function userFlags(user: Pick<AdminUserFragment, 'isOrganizationOwner' | 'hasPendingAdminRequest' | 'suspendedAt'>): string[] {
  return [
    ...(user.isOrganizationOwner ? ['owner'] : []),
    ...(user.hasPendingAdminRequest ? ['pending admin request'] : []),
    ...(user.suspendedAt ? ['suspended'] : []),
  ];
}

/** The calendar day (UTC) of an ISO date-time. */
export function joinedDate(createdAt: string): string {
  return createdAt.slice(0, 10);
}

/**
 * Columns of `users list` and `users requests`. On a terminal the category shows its label; piped, every
 * cell is the raw value so scripts can match on it (e.g. `fitness_wellness`).
 */
export function userColumns(rich: boolean): TableColumn<AdminUserFragment>[] {
  return [
    { header: 'Name', value: fullName },
    { header: 'Email', value: (user) => user.email ?? '' },
    { header: 'Business', value: (user) => user.businessName ?? '' },
    {
      header: 'Category',
      value: (user) => (rich ? categoryLabel(user.businessCategory) : (user.businessCategory ?? '')),
    },
    { header: 'Role', value: (user) => user.role, color: (user) => (user.role === 'admin' ? 'magenta' : undefined) },
    { header: 'Followers/Following', value: (user) => `${user.followersCount}/${user.followingCount}` },
    { header: 'Joined', value: (user) => joinedDate(user.createdAt) },
    {
      header: 'Flags',
      value: (user) => userFlags(user).join(', '),
      color: (user) => (user.suspendedAt ? 'red' : user.isOrganizationOwner ? 'yellow' : user.hasPendingAdminRequest ? 'cyan' : undefined),
    },
  ];
}

/** `users show` as plain text: one "Label: value" line per filled field. */
export function formatUserDetail(user: AdminUserDetailFragment): string {
  const location = [user.locationCity, user.locationState].filter(Boolean).join(', ');
  const lines: [string, string | number | null | undefined][] = [
    ['ID', user.id],
    ['Email', user.email],
    ['Role', user.role],
    ['Flags', userFlags(user).join(', ')],
    ['Business', user.businessName],
    ['Category', categoryLabel(user.businessCategory)],
    ['Description', user.businessDescription],
    ['Years in business', user.yearsInBusiness],
    ['Experience', user.experienceLevel],
    ['Location', location],
    ['Website', user.websiteUrl],
    ['Instagram', user.instagramHandle],
    ['Facebook', user.facebookUrl],
    ['LinkedIn', user.linkedinUrl],
    ['Looking for', user.lookingFor],
    ['Offering', user.offering],
    ['Interests', user.interests.join(', ')],
    ['Bio', user.bio],
    ['Followers', user.followersCount],
    ['Following', user.followingCount],
    ['Joined', joinedDate(user.createdAt)],
  ];
  return [
    fullName(user),
    ...lines
      .filter(([, value]) => value !== null && value !== undefined && value !== '')
      .map(([label, value]) => `  ${label}: ${String(value).replace(/\s*\n\s*/g, ' ')}`),
  ].join('\n');
}
