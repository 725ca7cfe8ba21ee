import { boundedLimitDescription, boundedPage, OFFSET_DESCRIPTION, requireViewer } from '@momstride/kit';
import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { MessagingContext } from '../../context.js';
import { User, userReference } from '../users/user.type.js';
import { MemberBlock } from './block.entity.js';
import { BLOCKS_DEFAULT_LIMIT, BLOCKS_MAX_LIMIT, blockedMembers, blockMember, unblockMember } from './block.service.js';

/** Blocking: the viewer's own list, block and unblock. */
@Resolver(() => MemberBlock)
export class BlockResolver {
  @Query(() => [MemberBlock], { description: `The members the viewer blocked, the latest first (limit 1..${BLOCKS_MAX_LIMIT})` })
  async blockedMembers(
    @Arg('limit', () => Int, { defaultValue: BLOCKS_DEFAULT_LIMIT, description: boundedLimitDescription(BLOCKS_MAX_LIMIT) }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0, description: OFFSET_DESCRIPTION }) offset: number,
    @Ctx() ctx: MessagingContext,
  ): Promise<MemberBlock[]> {
    const viewer = requireViewer(ctx);
    return blockedMembers(ctx.em, viewer.userId, boundedPage(limit, offset, BLOCKS_MAX_LIMIT));
  }

  @Mutation(() => MemberBlock, {
    description: "Blocks a member: no messages either way until unblocked; she is not told. Again: nothing changes. NOT_FOUND \"User not found\"; BAD_USER_INPUT for herself",
  })
  async blockMember(@Arg('userId', () => ID, { description: 'Id of the member to block' }) userId: string, @Ctx() ctx: MessagingContext): Promise<MemberBlock> {
    const viewer = requireViewer(ctx);
    return blockMember(ctx.em, viewer.userId, userId);
  }

  @Mutation(() => Boolean, { description: 'Lifts the viewer’s block of a member; false when there was none' })
  async unblockMember(@Arg('userId', () => ID, { description: 'Id of the member to unblock' }) userId: string, @Ctx() ctx: MessagingContext): Promise<boolean> {
    const viewer = requireViewer(ctx);
    return unblockMember(ctx.em, viewer.userId, userId);
  }

  @FieldResolver(() => User, { description: 'The blocked member' })
  user(@Root() block: MemberBlock): User {
    return userReference(block.blockedId);
  }
}
