import { boundedLimitDescription, boundedPage, OFFSET_DESCRIPTION, requireViewer } from '@momstride/kit';
import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { CommunityContext } from '../../context.js';
import { User, userReference } from '../users/user.type.js';
import { Endorsement, SKILL_MAX_LENGTH } from './endorsement.entity.js';
import { endorse, ENDORSEMENTS_DEFAULT_LIMIT, ENDORSEMENTS_MAX_LIMIT, endorsementsOf, MAX_ENDORSEMENTS_PER_MEMBER } from './endorsement.service.js';

@Resolver(() => Endorsement)
export class EndorsementResolver {
  @Query(() => [Endorsement], {
    description: `The endorsements a member received, newest first; at most ${ENDORSEMENTS_MAX_LIMIT} per page (a larger limit gets ${ENDORSEMENTS_MAX_LIMIT})`,
  })
  async userEndorsements(
    @Arg('userId', () => ID, { description: 'Id of the member whose endorsements to list' }) userId: string,
    @Arg('limit', () => Int, { defaultValue: ENDORSEMENTS_DEFAULT_LIMIT, description: boundedLimitDescription(ENDORSEMENTS_MAX_LIMIT) }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0, description: OFFSET_DESCRIPTION }) offset: number,
    @Ctx() ctx: CommunityContext,
  ): Promise<Endorsement[]> {
    requireViewer(ctx);
    return endorsementsOf(ctx.em, userId, boundedPage(limit, offset, ENDORSEMENTS_MAX_LIMIT));
  }

  @Mutation(() => Endorsement, {
    description: `Endorses a member for a skill (again for the same skill: the existing endorsement); at most ${MAX_ENDORSEMENTS_PER_MEMBER} skills per member endorsed (CONFLICT beyond)`,
  })
  async endorse(
    @Arg('userId', () => ID, { description: 'Id of the member to endorse (not yourself)' }) userId: string,
    @Arg('skill', () => String, { description: `The skill endorsed, e.g. "Marketing" (trimmed, required, at most ${SKILL_MAX_LENGTH} characters)` }) skill: string,
    @Ctx() ctx: CommunityContext,
  ): Promise<Endorsement> {
    const viewer = requireViewer(ctx);
    return endorse(ctx.em, viewer.userId, userId, skill);
  }

  @FieldResolver(() => User, { description: 'The member who gave the endorsement' })
  endorser(@Root() endorsement: Endorsement): User {
    return userReference(endorsement.endorserId);
  }

  @FieldResolver(() => User, { description: 'The member endorsed' })
  endorsee(@Root() endorsement: Endorsement): User {
    return userReference(endorsement.endorseeId);
  }
}
