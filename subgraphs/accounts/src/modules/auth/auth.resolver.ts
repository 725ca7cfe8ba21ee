import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { AccountsContext } from '../../context.js';
import { AuthPayload, LoginInput, RegisterInput } from './auth.types.js';
import { login } from './login.js';
import { PASSWORD_MAX_LENGTH, RESET_PASSWORD_MIN_LENGTH } from './passwords.js';
import { requestPasswordReset, resetPassword } from './password-reset.js';
import { logout, refreshSession } from './refresh.js';
import { registerUser } from './register.js';
import { signOutEverywhere, SignedOutEverywhere } from './sign-out-everywhere.js';
import { requireSessionViewer, SESSION_REQUIRED_TO_SIGN_OUT } from '../access-tokens/access-token.guard.js';

/** The signed-in user of an AuthPayload sees her own private fields in the same response. */
function reveal(ctx: AccountsContext) {
  return (payload: AuthPayload): AuthPayload => {
    ctx.sessionUserIds.add(payload.user.id);
    return payload;
  };
}

@Resolver()
export class AuthResolver {
  @Mutation(() => AuthPayload, { description: 'Create an account and sign it in: answers a new session' })
  register(@Arg('input', () => RegisterInput, { description: "The new account's details" }) input: RegisterInput, @Ctx() ctx: AccountsContext): Promise<AuthPayload> {
    return registerUser(ctx.em, ctx.services, ctx.viewer, input).then(reveal(ctx));
  }

  @Mutation(() => AuthPayload, { description: 'Sign in with e-mail and password: answers a new session. Wrong credentials are UNAUTHENTICATED; repeated failures are throttled (RATE_LIMITED)' })
  login(@Arg('input', () => LoginInput, { description: 'E-mail and password' }) input: LoginInput, @Ctx() ctx: AccountsContext): Promise<AuthPayload> {
    return login(ctx.em, ctx.services, ctx.viewer, input).then(reveal(ctx));
  }

  @Mutation(() => AuthPayload, { description: 'Trade a refresh token for a new session (new access and refresh tokens; the old refresh token stops working)' })
  refreshSession(@Arg('refreshToken', () => String, { description: 'The refresh token of the current session' }) refreshToken: string, @Ctx() ctx: AccountsContext): Promise<AuthPayload> {
    return refreshSession(ctx.em, ctx.services, refreshToken).then(reveal(ctx));
  }

  @Mutation(() => Boolean, { description: 'Sign out: revokes the session of this refresh token (its access tokens stop working too); true when done' })
  logout(@Arg('refreshToken', () => String, { description: 'The refresh token of the session to end' }) refreshToken: string, @Ctx() ctx: AccountsContext): Promise<boolean> {
    return logout(ctx.em, refreshToken);
  }

  @Mutation(() => SignedOutEverywhere, {
    description:
      'Sign out everywhere: ends every session of the viewer (every device, this one too) and revokes every personal access token she holds; the gateway refuses them within a second. Needs a sign-in session (FORBIDDEN with a personal access token)',
  })
  signOutEverywhere(@Ctx() ctx: AccountsContext): Promise<SignedOutEverywhere> {
    return signOutEverywhere(ctx.em, requireSessionViewer(ctx, SESSION_REQUIRED_TO_SIGN_OUT).userId);
  }

  @Mutation(() => Boolean, { description: 'Mail a password-reset link to this address; always true, whether or not an account has it' })
  requestPasswordReset(@Arg('email', () => String, { description: 'E-mail address of the account' }) email: string, @Ctx() ctx: AccountsContext): Promise<boolean> {
    return requestPasswordReset(ctx.em, ctx.services, ctx.log, ctx.viewer, email);
  }

  @Mutation(() => Boolean, { description: "Set a new password with the token of a reset link (single use, expires); true when done, and the account's other sessions end" })
  resetPassword(
    @Arg('token', () => String, { description: 'The token from the password-reset link' }) token: string,
    @Arg('newPassword', () => String, { description: `The new password: at least ${RESET_PASSWORD_MIN_LENGTH} and at most ${PASSWORD_MAX_LENGTH} characters, not a common one` }) newPassword: string,
    @Ctx() ctx: AccountsContext,
  ): Promise<boolean> {
    return resetPassword(ctx.em, ctx.services, token, newPassword);
  }
}
