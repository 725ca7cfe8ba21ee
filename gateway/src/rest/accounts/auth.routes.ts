import { messageReply } from '../reply-fields.js';
import { z } from 'zod';
import { defineRoute } from '../framework.js';
import {
  RestLoginDocument,
  RestRefreshSessionDocument,
  RestRegisterDocument,
  RestRequestPasswordResetDocument,
  RestResetPasswordDocument,
  RestSignOutEverywhereDocument,
  Role,
  type RestAuthPayloadFragment,
} from '../gql/graphql.js';
import { toUserJson, userJson } from './user.mapper.js';

/** `{access_token, refresh_token, user}` — the auth response (docs/product.md, Entities and fields). */
const authJson = z.object({ access_token: z.string(), refresh_token: z.string(), user: userJson }).meta({ id: 'AuthReply' });

const toAuthJson = (payload: RestAuthPayloadFragment): z.input<typeof authJson> => ({
  access_token: payload.accessToken,
  refresh_token: payload.refreshToken,
  user: toUserJson(payload.user),
});

// Shapes and types only; the rules with their messages (docs/product.md, Validation rules) (lengths, common passwords, ...) live in accounts.
const loginBody = z.object({ email: z.string(), password: z.string() });

// Unknown fields (is_organization_owner, _id, ...) are stripped by zod and never reach accounts.
const registerBody = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  password: z.string(),
  role: z.enum(Role).optional(),
});

const refreshBody = z.object({ refresh_token: z.string() });
const forgotBody = z.object({ email: z.string() });
const resetBody = z.object({ token: z.string(), new_password: z.string() });

/** What "sign out everywhere" ended. */
const signedOutEverywhereJson = z
  .object({
    message: z.string(),
    ended_sessions: z.number().int().meta({ description: 'Sign-in sessions ended (every device, this one too)' }),
    revoked_tokens: z.number().int().meta({ description: 'Personal access tokens revoked' }),
  })
  .meta({ id: 'SignedOutEverywhereReply' });

export const authRoutes = [
  defineRoute({
    method: 'POST',
    path: '/auth/login',
    summary: 'Sign in with email and password',
    body: loginBody,
    operation: RestLoginDocument,
    variables: ({ body }) => ({ input: { email: body.email, password: body.password } }),
    returns: authJson,
    response: (data) => toAuthJson(data.login),
  }),
  defineRoute({
    method: 'POST',
    path: '/auth/register',
    summary: 'Create an account',
    body: registerBody,
    operation: RestRegisterDocument,
    variables: ({ body }) => ({
      input: {
        firstName: body.first_name,
        lastName: body.last_name,
        email: body.email,
        password: body.password,
        role: body.role ?? Role.Member,
      },
    }),
    returns: authJson,
    response: (data) => toAuthJson(data.register),
  }),
  defineRoute({
    method: 'POST',
    path: '/auth/refresh',
    summary: 'Exchange a refresh token for a new token pair',
    body: refreshBody,
    operation: RestRefreshSessionDocument,
    variables: ({ body }) => ({ refreshToken: body.refresh_token }),
    returns: authJson,
    response: (data) => toAuthJson(data.refreshSession),
  }),
  defineRoute({
    method: 'POST',
    path: '/auth/forgot-password',
    summary: 'Ask for a password reset link by email',
    body: forgotBody,
    operation: RestRequestPasswordResetDocument,
    variables: ({ body }) => ({ email: body.email }),
    returns: messageReply,
    response: () => ({ message: 'If an account exists for that email, a password reset link has been sent.' }),
  }),
  defineRoute({
    method: 'POST',
    path: '/auth/reset-password',
    summary: 'Set a new password with a reset link’s token',
    body: resetBody,
    operation: RestResetPasswordDocument,
    variables: ({ body }) => ({ token: body.token, newPassword: body.new_password }),
    returns: messageReply,
    response: () => ({ message: 'Password has been reset successfully.' }),
  }),
  defineRoute({
    method: 'POST',
    path: '/auth/logout-all',
    summary: 'Sign out everywhere: end every session (this one too) and revoke every personal access token',
    auth: 'required',
    operation: RestSignOutEverywhereDocument,
    variables: () => ({}),
    returns: signedOutEverywhereJson,
    response: (data) => ({
      message: 'Signed out everywhere: every session has ended and every access token is revoked.',
      ended_sessions: data.signOutEverywhere.endedSessions,
      revoked_tokens: data.signOutEverywhere.revokedTokens,
    }),
  }),
];
