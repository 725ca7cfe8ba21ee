import { requireViewer } from '@momstride/kit';
import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { AccountsContext } from '../../context.js';
import { User } from '../users/user.entity.js';
import { UpdateProfileInput } from './profile.inputs.js';
import { updateProfile } from './profile.service.js';

@Resolver()
export class ProfileResolver {
  @Mutation(() => User, { description: "Change the viewer's own profile (signed-in members); answers her updated profile" })
  updateProfile(@Arg('input', () => UpdateProfileInput, { description: 'The profile form: a field left out stays as it is, a null clears it' }) input: UpdateProfileInput, @Ctx() ctx: AccountsContext): Promise<User> {
    return updateProfile(ctx.em, requireViewer(ctx).userId, input);
  }
}
