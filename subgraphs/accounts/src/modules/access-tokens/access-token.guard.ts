import { forbidden, requireViewer, type SignedInViewer, type Viewer } from '@momstride/kit';

export const SESSION_REQUIRED_FOR_TOKENS = "Sign in to manage access tokens — a personal access token can't manage tokens";
export const SESSION_REQUIRED_TO_SIGN_OUT = "Sign in to sign out everywhere — a personal access token can't do that";

/**
 * Token management needs a real sign-in session: a request the gateway authenticated with a personal access
 * token (its viewer token carries the token's scopes) cannot list, create or revoke tokens, so a leaked token
 * cannot mint more.
 */
export function requireSessionViewer(ctx: { viewer: Viewer }, message: string = SESSION_REQUIRED_FOR_TOKENS): SignedInViewer {
  const viewer = requireViewer(ctx);
  if (viewer.scopes !== undefined) throw forbidden(message);
  return viewer;
}
