import { z } from 'zod';
import { defineRoute } from '../framework.js';
import {
  AccessTokenScope,
  RestAccessTokensDocument,
  RestCreateAccessTokenDocument,
  RestMemberAccessTokensDocument,
  RestRevokeAccessTokenDocument,
  RestRevokeMemberAccessTokenDocument,
  type RestAccessTokenFragment,
} from '../gql/graphql.js';
import { idParams } from '../params.js';
import { dateTime, messageReply } from '../reply-fields.js';

/** A personal access token as /api shows it (snake_case; never the secret but in the creation reply). */
const tokenJson = z
  .object({
    id: z.string(),
    name: z.string(),
    scopes: z.array(z.enum(AccessTokenScope)).meta({ description: 'read, write (implies read), admin (admins only)' }),
    prefix: z.string().meta({ description: 'The start of the secret (msp_ and 8 characters), to recognise the token' }),
    created_at: dateTime,
    expires_at: dateTime.nullable().meta({ description: 'null: the token never expires' }),
    last_used_at: dateTime.nullable().meta({ description: 'To the minute; null: never used' }),
    expired: z.boolean(),
  })
  .meta({ id: 'AccessToken' });

const createdTokenJson = tokenJson
  .extend({ token: z.string().meta({ description: 'The secret (msp_…), shown only this once: send it as `Authorization: Bearer <token>`' }) })
  .meta({ id: 'CreatedAccessToken' });

/** POST /tokens: shapes only; the rules and their messages (name, scopes, expiry) live in accounts. */
const createBody = z.object({
  name: z.string(),
  scopes: z.array(z.enum(AccessTokenScope)),
  expires_in_days: z
    .number()
    .int()
    .nullable()
    .optional()
    .meta({ description: 'Days until it expires (1 to 365; 1 to 90, and required, with the admin scope); null or absent: never' }),
  current_password: z
    .string()
    .optional()
    .meta({ description: 'Her password again: needed unless she signed in in the last 5 minutes (422 on current_password otherwise)' }),
});

/** A member's token: the member's id and the token's. */
const memberTokenParams = z.object({ id: z.guid(), tokenId: z.guid() });

const toTokenJson = (token: RestAccessTokenFragment): z.input<typeof tokenJson> => ({
  id: token.id,
  name: token.name,
  scopes: token.scopes,
  prefix: token.prefix,
  created_at: token.createdAt,
  expires_at: token.expiresAt ?? null,
  last_used_at: token.lastUsedAt ?? null,
  expired: token.expired,
});

/** Personal access tokens: a sign-in session manages them (a request made with a token gets 403). */
export const tokensRoutes = [
  defineRoute({
    method: 'GET',
    path: '/tokens',
    summary: 'Your personal access tokens, newest first',
    auth: 'required',
    operation: RestAccessTokensDocument,
    variables: () => ({}),
    returns: z.array(tokenJson),
    response: (data) => data.accessTokens.map(toTokenJson),
  }),
  defineRoute({
    method: 'POST',
    path: '/tokens',
    summary: 'Create a personal access token (its secret is shown once; the owner is mailed); needs the password again unless signed in in the last 5 minutes',
    auth: 'required',
    body: createBody,
    status: 201,
    operation: RestCreateAccessTokenDocument,
    variables: ({ body }) => ({
      input: { name: body.name, scopes: body.scopes, expiresInDays: body.expires_in_days ?? null, currentPassword: body.current_password ?? null },
    }),
    returns: createdTokenJson,
    response: (data) => ({ ...toTokenJson(data.createAccessToken.token), token: data.createAccessToken.secret }),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/tokens/:id',
    summary: 'Revoke a personal access token (it stops working within a second)',
    auth: 'required',
    params: idParams,
    operation: RestRevokeAccessTokenDocument,
    variables: ({ params }) => ({ id: params.id }),
    returns: messageReply,
    response: () => ({ message: 'Token revoked' }),
  }),
  defineRoute({
    method: 'GET',
    path: '/users/:id/tokens',
    summary: "Admins: a member's personal access tokens, newest first (never their secrets)",
    auth: 'required',
    params: idParams,
    operation: RestMemberAccessTokensDocument,
    variables: ({ params }) => ({ userId: params.id }),
    returns: z.array(tokenJson),
    response: (data) => data.memberAccessTokens.map(toTokenJson),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/users/:id/tokens/:tokenId',
    summary: "Admins: revoke one of a member's personal access tokens (it stops working within a second)",
    auth: 'required',
    params: memberTokenParams,
    operation: RestRevokeMemberAccessTokenDocument,
    variables: ({ params }) => ({ userId: params.id, id: params.tokenId }),
    returns: messageReply,
    response: () => ({ message: 'Token revoked' }),
  }),
];
