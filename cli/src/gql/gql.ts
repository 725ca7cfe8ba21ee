/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    accessToken\n    refreshToken\n    user {\n      ...SessionUser\n    }\n  }\n}\n\nmutation RefreshSession($refreshToken: String!) {\n  refreshSession(refreshToken: $refreshToken) {\n    accessToken\n    refreshToken\n    user {\n      ...SessionUser\n    }\n  }\n}\n\nmutation Logout($refreshToken: String!) {\n  logout(refreshToken: $refreshToken)\n}": typeof types.LoginDocument,
    "query Me {\n  me {\n    ...SessionUser\n    hasPendingAdminRequest\n    createdAt\n  }\n}": typeof types.MeDocument,
    "fragment SessionUser on User {\n  id\n  email\n  firstName\n  lastName\n  role\n  isOrganizationOwner\n}": typeof types.SessionUserFragmentDoc,
    "fragment AdminUser on User {\n  id\n  email\n  firstName\n  lastName\n  role\n  isOrganizationOwner\n  hasPendingAdminRequest\n  businessName\n  businessCategory\n  followersCount\n  followingCount\n  createdAt\n}\n\nfragment AdminUserDetail on User {\n  ...AdminUser\n  bio\n  businessDescription\n  websiteUrl\n  instagramHandle\n  facebookUrl\n  linkedinUrl\n  locationCity\n  locationState\n  yearsInBusiness\n  experienceLevel\n  lookingFor\n  offering\n  interests\n  profilePicture\n}\n\nquery AdminUsers($search: String, $limit: Int!, $offset: Int!) {\n  adminUsers(search: $search, limit: $limit, offset: $offset) {\n    total\n    users {\n      ...AdminUser\n    }\n  }\n}\n\nquery AdminUserById($id: ID!) {\n  user(id: $id) {\n    ...AdminUserDetail\n  }\n}\n\nquery AdminUserLookup($search: String) {\n  adminUsers(search: $search, limit: 100) {\n    users {\n      ...AdminUserDetail\n    }\n  }\n}\n\nquery PendingAdminRequests($limit: Int!, $offset: Int!) {\n  pendingAdminRequests(limit: $limit, offset: $offset) {\n    ...AdminUser\n  }\n}\n\nmutation SetUserRole($userId: ID!, $role: Role!) {\n  setUserRole(userId: $userId, role: $role) {\n    ...AdminUser\n  }\n}\n\nmutation GrantAdminRequest($userId: ID!) {\n  grantAdminRequest(userId: $userId) {\n    ...AdminUser\n  }\n}\n\nmutation DeleteUser($userId: ID!) {\n  deleteUser(userId: $userId)\n}\n\nquery AdminTarget($id: ID!) {\n  me {\n    id\n    role\n  }\n  user(id: $id) {\n    ...AdminUser\n  }\n}": typeof types.AdminUserFragmentDoc,
};
const documents: Documents = {
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    accessToken\n    refreshToken\n    user {\n      ...SessionUser\n    }\n  }\n}\n\nmutation RefreshSession($refreshToken: String!) {\n  refreshSession(refreshToken: $refreshToken) {\n    accessToken\n    refreshToken\n    user {\n      ...SessionUser\n    }\n  }\n}\n\nmutation Logout($refreshToken: String!) {\n  logout(refreshToken: $refreshToken)\n}": types.LoginDocument,
    "query Me {\n  me {\n    ...SessionUser\n    hasPendingAdminRequest\n    createdAt\n  }\n}": types.MeDocument,
    "fragment SessionUser on User {\n  id\n  email\n  firstName\n  lastName\n  role\n  isOrganizationOwner\n}": types.SessionUserFragmentDoc,
    "fragment AdminUser on User {\n  id\n  email\n  firstName\n  lastName\n  role\n  isOrganizationOwner\n  hasPendingAdminRequest\n  businessName\n  businessCategory\n  followersCount\n  followingCount\n  createdAt\n}\n\nfragment AdminUserDetail on User {\n  ...AdminUser\n  bio\n  businessDescription\n  websiteUrl\n  instagramHandle\n  facebookUrl\n  linkedinUrl\n  locationCity\n  locationState\n  yearsInBusiness\n  experienceLevel\n  lookingFor\n  offering\n  interests\n  profilePicture\n}\n\nquery AdminUsers($search: String, $limit: Int!, $offset: Int!) {\n  adminUsers(search: $search, limit: $limit, offset: $offset) {\n    total\n    users {\n      ...AdminUser\n    }\n  }\n}\n\nquery AdminUserById($id: ID!) {\n  user(id: $id) {\n    ...AdminUserDetail\n  }\n}\n\nquery AdminUserLookup($search: String) {\n  adminUsers(search: $search, limit: 100) {\n    users {\n      ...AdminUserDetail\n    }\n  }\n}\n\nquery PendingAdminRequests($limit: Int!, $offset: Int!) {\n  pendingAdminRequests(limit: $limit, offset: $offset) {\n    ...AdminUser\n  }\n}\n\nmutation SetUserRole($userId: ID!, $role: Role!) {\n  setUserRole(userId: $userId, role: $role) {\n    ...AdminUser\n  }\n}\n\nmutation GrantAdminRequest($userId: ID!) {\n  grantAdminRequest(userId: $userId) {\n    ...AdminUser\n  }\n}\n\nmutation DeleteUser($userId: ID!) {\n  deleteUser(userId: $userId)\n}\n\nquery AdminTarget($id: ID!) {\n  me {\n    id\n    role\n  }\n  user(id: $id) {\n    ...AdminUser\n  }\n}": types.AdminUserFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    accessToken\n    refreshToken\n    user {\n      ...SessionUser\n    }\n  }\n}\n\nmutation RefreshSession($refreshToken: String!) {\n  refreshSession(refreshToken: $refreshToken) {\n    accessToken\n    refreshToken\n    user {\n      ...SessionUser\n    }\n  }\n}\n\nmutation Logout($refreshToken: String!) {\n  logout(refreshToken: $refreshToken)\n}"): (typeof documents)["mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    accessToken\n    refreshToken\n    user {\n      ...SessionUser\n    }\n  }\n}\n\nmutation RefreshSession($refreshToken: String!) {\n  refreshSession(refreshToken: $refreshToken) {\n    accessToken\n    refreshToken\n    user {\n      ...SessionUser\n    }\n  }\n}\n\nmutation Logout($refreshToken: String!) {\n  logout(refreshToken: $refreshToken)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Me {\n  me {\n    ...SessionUser\n    hasPendingAdminRequest\n    createdAt\n  }\n}"): (typeof documents)["query Me {\n  me {\n    ...SessionUser\n    hasPendingAdminRequest\n    createdAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SessionUser on User {\n  id\n  email\n  firstName\n  lastName\n  role\n  isOrganizationOwner\n}"): (typeof documents)["fragment SessionUser on User {\n  id\n  email\n  firstName\n  lastName\n  role\n  isOrganizationOwner\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminUser on User {\n  id\n  email\n  firstName\n  lastName\n  role\n  isOrganizationOwner\n  hasPendingAdminRequest\n  businessName\n  businessCategory\n  followersCount\n  followingCount\n  createdAt\n}\n\nfragment AdminUserDetail on User {\n  ...AdminUser\n  bio\n  businessDescription\n  websiteUrl\n  instagramHandle\n  facebookUrl\n  linkedinUrl\n  locationCity\n  locationState\n  yearsInBusiness\n  experienceLevel\n  lookingFor\n  offering\n  interests\n  profilePicture\n}\n\nquery AdminUsers($search: String, $limit: Int!, $offset: Int!) {\n  adminUsers(search: $search, limit: $limit, offset: $offset) {\n    total\n    users {\n      ...AdminUser\n    }\n  }\n}\n\nquery AdminUserById($id: ID!) {\n  user(id: $id) {\n    ...AdminUserDetail\n  }\n}\n\nquery AdminUserLookup($search: String) {\n  adminUsers(search: $search, limit: 100) {\n    users {\n      ...AdminUserDetail\n    }\n  }\n}\n\nquery PendingAdminRequests($limit: Int!, $offset: Int!) {\n  pendingAdminRequests(limit: $limit, offset: $offset) {\n    ...AdminUser\n  }\n}\n\nmutation SetUserRole($userId: ID!, $role: Role!) {\n  setUserRole(userId: $userId, role: $role) {\n    ...AdminUser\n  }\n}\n\nmutation GrantAdminRequest($userId: ID!) {\n  grantAdminRequest(userId: $userId) {\n    ...AdminUser\n  }\n}\n\nmutation DeleteUser($userId: ID!) {\n  deleteUser(userId: $userId)\n}\n\nquery AdminTarget($id: ID!) {\n  me {\n    id\n    role\n  }\n  user(id: $id) {\n    ...AdminUser\n  }\n}"): (typeof documents)["fragment AdminUser on User {\n  id\n  email\n  firstName\n  lastName\n  role\n  isOrganizationOwner\n  hasPendingAdminRequest\n  businessName\n  businessCategory\n  followersCount\n  followingCount\n  createdAt\n}\n\nfragment AdminUserDetail on User {\n  ...AdminUser\n  bio\n  businessDescription\n  websiteUrl\n  instagramHandle\n  facebookUrl\n  linkedinUrl\n  locationCity\n  locationState\n  yearsInBusiness\n  experienceLevel\n  lookingFor\n  offering\n  interests\n  profilePicture\n}\n\nquery AdminUsers($search: String, $limit: Int!, $offset: Int!) {\n  adminUsers(search: $search, limit: $limit, offset: $offset) {\n    total\n    users {\n      ...AdminUser\n    }\n  }\n}\n\nquery AdminUserById($id: ID!) {\n  user(id: $id) {\n    ...AdminUserDetail\n  }\n}\n\nquery AdminUserLookup($search: String) {\n  adminUsers(search: $search, limit: 100) {\n    users {\n      ...AdminUserDetail\n    }\n  }\n}\n\nquery PendingAdminRequests($limit: Int!, $offset: Int!) {\n  pendingAdminRequests(limit: $limit, offset: $offset) {\n    ...AdminUser\n  }\n}\n\nmutation SetUserRole($userId: ID!, $role: Role!) {\n  setUserRole(userId: $userId, role: $role) {\n    ...AdminUser\n  }\n}\n\nmutation GrantAdminRequest($userId: ID!) {\n  grantAdminRequest(userId: $userId) {\n    ...AdminUser\n  }\n}\n\nmutation DeleteUser($userId: ID!) {\n  deleteUser(userId: $userId)\n}\n\nquery AdminTarget($id: ID!) {\n  me {\n    id\n    role\n  }\n  user(id: $id) {\n    ...AdminUser\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;