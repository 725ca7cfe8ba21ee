import { graphql } from '../../gql';

export const SessionMeQuery = graphql(`
  query SessionMe {
    me {
      ...SessionUser
    }
  }
`);

export const RefreshSessionMutation = graphql(`
  mutation RefreshSession($refreshToken: String!) {
    refreshSession(refreshToken: $refreshToken) {
      accessToken
      refreshToken
      user {
        ...SessionUser
      }
    }
  }
`);

export const LogoutMutation = graphql(`
  mutation Logout($refreshToken: String!) {
    logout(refreshToken: $refreshToken)
  }
`);
