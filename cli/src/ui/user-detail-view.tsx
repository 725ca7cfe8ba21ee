import { Box, Text } from 'ink';
import type { AdminUserDetailFragment } from '../gql/graphql.js';

export interface UserDetailViewProps {
  user: AdminUserDetailFragment;
  /** The business category's label ("Fitness & Wellness"). */
  category: string;
  /** "owner", "pending admin request". */
  flags: readonly string[];
}

function Field({ label, value }: { label: string; value: string | number | null | undefined }) {
  if (value === null || value === undefined || value === '') return null;
  return (
    <Box>
      <Box width={20} flexShrink={0}>
        <Text dimColor>{label}</Text>
      </Box>
      <Text>{String(value)}</Text>
    </Box>
  );
}

/** `users show` on a terminal. */
export function UserDetailView({ user, category, flags }: UserDetailViewProps) {
  const location = [user.locationCity, user.locationState].filter(Boolean).join(', ');
  return (
    <Box flexDirection="column">
      <Box gap={1}>
        <Text bold>{`${user.firstName} ${user.lastName}`}</Text>
        <Text color={user.role === 'admin' ? 'magenta' : undefined}>{user.role}</Text>
        {flags.map((flag) => (
          <Text key={flag} color={flag === 'owner' ? 'yellow' : 'cyan'}>
            [{flag}]
          </Text>
        ))}
      </Box>
      <Box paddingLeft={2} flexDirection="column">
        <Field label="ID" value={user.id} />
        <Field label="Email" value={user.email} />
        <Field label="Business" value={user.businessName} />
        <Field label="Category" value={category} />
        <Field label="Description" value={user.businessDescription} />
        <Field label="Years in business" value={user.yearsInBusiness} />
        <Field label="Experience" value={user.experienceLevel} />
        <Field label="Location" value={location} />
        <Field label="Website" value={user.websiteUrl} />
        <Field label="Instagram" value={user.instagramHandle} />
        <Field label="Facebook" value={user.facebookUrl} />
        <Field label="LinkedIn" value={user.linkedinUrl} />
        <Field label="Looking for" value={user.lookingFor} />
        <Field label="Offering" value={user.offering} />
        <Field label="Interests" value={user.interests.join(', ')} />
        <Field label="Bio" value={user.bio} />
        <Field label="Followers" value={`${user.followersCount} · following ${user.followingCount}`} />
        <Field label="Joined" value={user.createdAt.slice(0, 10)} />
      </Box>
    </Box>
  );
}
