import { Box, Text } from 'ink';
import type { TokenScope } from '../commands/auth/token-scopes.js';
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
  /** Present when the credentials are a personal access token: what it may do. */
  personalAccessToken?: { scopes: TokenScope[] };
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
          {status.personalAccessToken ? ` with a personal access token (scopes: ${status.personalAccessToken.scopes.join(', ')})` : ''}
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
