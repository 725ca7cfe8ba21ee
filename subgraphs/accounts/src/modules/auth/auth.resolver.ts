import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { AccountsContext } from '../../context.js';
import { AuthPayload, LoginInput, RegisterInput } from './auth.types.js';
import { login } from './login.js';
import { requestPasswordReset, resetPassword } from './password-reset.js';
import { logout, refreshSession } from './refresh.js';
import { registerUser } from './register.js';

/** The signed-in user of an AuthPayload sees her own private fields in the same response. */
function reveal(ctx: AccountsContext) {
  return (payload: AuthPayload): AuthPayload => {
    ctx.sessionUserIds.add(payload.user.id);
    return payload;
  };
}

@Resolver()
export class AuthResolver {
  @Mutation(() => AuthPayload)
  register(@Arg('input', () => RegisterInput) input: RegisterInput, @Ctx() ctx: AccountsContext): Promise<AuthPayload> {
    return registerUser(ctx.em, ctx.services, ctx.viewer, input).then(reveal(ctx));
  }

  @Mutation(() => AuthPayload)
  login(@Arg('input', () => LoginInput) input: LoginInput, @Ctx() ctx: AccountsContext): Promise<AuthPayload> {
    return login(ctx.em, ctx.services, ctx.viewer, input).then(reveal(ctx));
  }

  @Mutation(() => AuthPayload)
  refreshSession(@Arg('refreshToken', () => String) refreshToken: string, @Ctx() ctx: AccountsContext): Promise<AuthPayload> {
    return refreshSession(ctx.em, ctx.services, refreshToken).then(reveal(ctx));
  }

  @Mutation(() => Boolean)
  logout(@Arg('refreshToken', () => String) refreshToken: string, @Ctx() ctx: AccountsContext): Promise<boolean> {
    return logout(ctx.em, refreshToken);
  }

  @Mutation(() => Boolean)
  requestPasswordReset(@Arg('email', () => String) email: string, @Ctx() ctx: AccountsContext): Promise<boolean> {
    return requestPasswordReset(ctx.em, ctx.services, ctx.log, ctx.viewer, email);
  }

  @Mutation(() => Boolean)
  resetPassword(
    @Arg('token', () => String) token: string,
    @Arg('newPassword', () => String) newPassword: string,
    @Ctx() ctx: AccountsContext,
  ): Promise<boolean> {
    return resetPassword(ctx.em, ctx.services, token, newPassword);
  }
}
