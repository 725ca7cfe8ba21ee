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
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      accessToken\n      refreshToken\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      accessToken\n      refreshToken\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  query DashboardPage {\n    me {\n      id\n      firstName\n      lastName\n      role\n      businessName\n      businessCategory\n      businessDescription\n      locationCity\n      locationState\n      yearsInBusiness\n      followersCount\n      followingCount\n      createdAt\n      hasPendingAdminRequest\n    }\n  }\n": typeof types.DashboardPageDocument,
    "\n  mutation FollowMember($userId: ID!) {\n    follow(userId: $userId) {\n      isFollowing\n      user {\n        id\n        isFollowedByMe\n        followersCount\n      }\n      viewer {\n        id\n        followingCount\n      }\n    }\n  }\n": typeof types.FollowMemberDocument,
    "\n  mutation UnfollowMember($userId: ID!) {\n    unfollow(userId: $userId) {\n      isFollowing\n      user {\n        id\n        isFollowedByMe\n        followersCount\n      }\n      viewer {\n        id\n        followingCount\n      }\n    }\n  }\n": typeof types.UnfollowMemberDocument,
    "\n  query SessionMe {\n    me {\n      ...SessionUser\n    }\n  }\n": typeof types.SessionMeDocument,
    "\n  mutation RefreshSession($refreshToken: String!) {\n    refreshSession(refreshToken: $refreshToken) {\n      accessToken\n      refreshToken\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": typeof types.RefreshSessionDocument,
    "\n  mutation Logout($refreshToken: String!) {\n    logout(refreshToken: $refreshToken)\n  }\n": typeof types.LogoutDocument,
    "\n  fragment SessionUser on User {\n    id\n    firstName\n    lastName\n    email\n    role\n    profilePicture\n    hasPendingAdminRequest\n    isOrganizationOwner\n  }\n": typeof types.SessionUserFragmentDoc,
};
const documents: Documents = {
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      accessToken\n      refreshToken\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      accessToken\n      refreshToken\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword)\n  }\n": types.ResetPasswordDocument,
    "\n  query DashboardPage {\n    me {\n      id\n      firstName\n      lastName\n      role\n      businessName\n      businessCategory\n      businessDescription\n      locationCity\n      locationState\n      yearsInBusiness\n      followersCount\n      followingCount\n      createdAt\n      hasPendingAdminRequest\n    }\n  }\n": types.DashboardPageDocument,
    "\n  mutation FollowMember($userId: ID!) {\n    follow(userId: $userId) {\n      isFollowing\n      user {\n        id\n        isFollowedByMe\n        followersCount\n      }\n      viewer {\n        id\n        followingCount\n      }\n    }\n  }\n": types.FollowMemberDocument,
    "\n  mutation UnfollowMember($userId: ID!) {\n    unfollow(userId: $userId) {\n      isFollowing\n      user {\n        id\n        isFollowedByMe\n        followersCount\n      }\n      viewer {\n        id\n        followingCount\n      }\n    }\n  }\n": types.UnfollowMemberDocument,
    "\n  query SessionMe {\n    me {\n      ...SessionUser\n    }\n  }\n": types.SessionMeDocument,
    "\n  mutation RefreshSession($refreshToken: String!) {\n    refreshSession(refreshToken: $refreshToken) {\n      accessToken\n      refreshToken\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": types.RefreshSessionDocument,
    "\n  mutation Logout($refreshToken: String!) {\n    logout(refreshToken: $refreshToken)\n  }\n": types.LogoutDocument,
    "\n  fragment SessionUser on User {\n    id\n    firstName\n    lastName\n    email\n    role\n    profilePicture\n    hasPendingAdminRequest\n    isOrganizationOwner\n  }\n": types.SessionUserFragmentDoc,
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
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      accessToken\n      refreshToken\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      accessToken\n      refreshToken\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      accessToken\n      refreshToken\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      accessToken\n      refreshToken\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardPage {\n    me {\n      id\n      firstName\n      lastName\n      role\n      businessName\n      businessCategory\n      businessDescription\n      locationCity\n      locationState\n      yearsInBusiness\n      followersCount\n      followingCount\n      createdAt\n      hasPendingAdminRequest\n    }\n  }\n"): (typeof documents)["\n  query DashboardPage {\n    me {\n      id\n      firstName\n      lastName\n      role\n      businessName\n      businessCategory\n      businessDescription\n      locationCity\n      locationState\n      yearsInBusiness\n      followersCount\n      followingCount\n      createdAt\n      hasPendingAdminRequest\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FollowMember($userId: ID!) {\n    follow(userId: $userId) {\n      isFollowing\n      user {\n        id\n        isFollowedByMe\n        followersCount\n      }\n      viewer {\n        id\n        followingCount\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation FollowMember($userId: ID!) {\n    follow(userId: $userId) {\n      isFollowing\n      user {\n        id\n        isFollowedByMe\n        followersCount\n      }\n      viewer {\n        id\n        followingCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnfollowMember($userId: ID!) {\n    unfollow(userId: $userId) {\n      isFollowing\n      user {\n        id\n        isFollowedByMe\n        followersCount\n      }\n      viewer {\n        id\n        followingCount\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UnfollowMember($userId: ID!) {\n    unfollow(userId: $userId) {\n      isFollowing\n      user {\n        id\n        isFollowedByMe\n        followersCount\n      }\n      viewer {\n        id\n        followingCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionMe {\n    me {\n      ...SessionUser\n    }\n  }\n"): (typeof documents)["\n  query SessionMe {\n    me {\n      ...SessionUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshSession($refreshToken: String!) {\n    refreshSession(refreshToken: $refreshToken) {\n      accessToken\n      refreshToken\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshSession($refreshToken: String!) {\n    refreshSession(refreshToken: $refreshToken) {\n      accessToken\n      refreshToken\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout($refreshToken: String!) {\n    logout(refreshToken: $refreshToken)\n  }\n"): (typeof documents)["\n  mutation Logout($refreshToken: String!) {\n    logout(refreshToken: $refreshToken)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUser on User {\n    id\n    firstName\n    lastName\n    email\n    role\n    profilePicture\n    hasPendingAdminRequest\n    isOrganizationOwner\n  }\n"): (typeof documents)["\n  fragment SessionUser on User {\n    id\n    firstName\n    lastName\n    email\n    role\n    profilePicture\n    hasPendingAdminRequest\n    isOrganizationOwner\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;