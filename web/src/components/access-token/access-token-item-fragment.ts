import { graphql } from '../../gql';

/** One personal access token as the token lists show it (her Settings list and the Admin Panel's member tokens). */
export const AccessTokenItemFragment = graphql(`
  fragment AccessTokenItem on AccessToken {
    id
    name
    scopes
    prefix
    createdAt
    expiresAt
    lastUsedAt
    expired
  }
`);
