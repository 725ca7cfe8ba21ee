import { requireViewer } from '@momstride/kit';
import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { CommunityContext } from '../../context.js';
import { User, userReference } from '../users/user.type.js';
import { Endorsement } from './endorsement.entity.js';
import { endorse, endorsementsOf } from './endorsement.service.js';

@Resolver(() => Endorsement)
export class EndorsementResolver {
  @Query(() => [Endorsement])
  async userEndorsements(@Arg('userId', () => ID) userId: string, @Ctx() ctx: CommunityContext): Promise<Endorsement[]> {
    requireViewer(ctx);
    return endorsementsOf(ctx.em, userId);
  }

  @Mutation(() => Endorsement)
  async endorse(
    @Arg('userId', () => ID) userId: string,
    @Arg('skill', () => String) skill: string,
    @Ctx() ctx: CommunityContext,
  ): Promise<Endorsement> {
    const viewer = requireViewer(ctx);
    return endorse(ctx.em, viewer.userId, userId, skill);
  }

  @FieldResolver(() => User)
  endorser(@Root() endorsement: Endorsement): User {
    return userReference(endorsement.endorserId);
  }

  @FieldResolver(() => User)
  endorsee(@Root() endorsement: Endorsement): User {
    return userReference(endorsement.endorseeId);
  }
}
