import { Box, Text } from 'ink';
import type { Role } from '../gql/graphql.js';

/** What `auth status` reports (also its `--json` shape). */
export interface AuthStatus {
  apiUrl: string;
  tokenSource: 'env' | 'stored';
  credentialsFile: string;
  user: {
    id: string;
    email: string | null;
    firstName: string;
    lastName: string;
    role: Role;
    isOrganizationOwner: boolean;
    hasPendingAdminRequest: boolean;
  };
}

/** `auth status` on a terminal. */
export function AuthStatusView({ status }: { status: AuthStatus }) {
  const { user } = status;
  return (
    <Box flexDirection="column">
      <Text bold>{status.apiUrl}</Text>
      <Box paddingLeft={2} flexDirection="column">
        <Text>
          <Text color="green">✓</Text> Logged in as <Text bold>{`${user.firstName} ${user.lastName}`}</Text>
          {user.email ? ` (${user.email})` : ''}
        </Text>
        <Text>
          Role: <Text color={user.role === 'admin' ? 'magenta' : undefined}>{user.role}</Text>
          {user.isOrganizationOwner ? ' · organization owner' : ''}
          {user.hasPendingAdminRequest ? ' · admin request pending' : ''}
        </Text>
        <Text dimColor>Token: {status.tokenSource === 'env' ? 'from MOMSTRIDE_TOKEN' : `stored in ${status.credentialsFile}`}</Text>
      </Box>
    </Box>
  );
}
