import { graphql } from '../../gql';

/** Settings → Access tokens: her personal access tokens (not revoked ones), newest first, expired ones marked. */
export const AccessTokensQuery = graphql(`
  query AccessTokens {
    accessTokens {
      id
      ...AccessTokenItem
    }
  }
`);

export const CreateAccessTokenMutation = graphql(`
  mutation CreateAccessToken($input: CreateAccessTokenInput!) {
    createAccessToken(input: $input) {
      secret
      token {
        id
        ...AccessTokenItem
      }
    }
  }
`);

export const RevokeAccessTokenMutation = graphql(`
  mutation RevokeAccessToken($id: ID!) {
    revokeAccessToken(id: $id) {
      id
    }
  }
`);
