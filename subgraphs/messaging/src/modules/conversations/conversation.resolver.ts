import { boundedLimitDescription, boundedPage, nullableWhenServiceDown, OFFSET_DESCRIPTION, requireViewer } from '@momstride/kit';
import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { MessagingContext } from '../../context.js';
import { Message } from '../messages/message.entity.js';
import { User, userReference } from '../users/user.type.js';
import { Conversation } from './conversation.entity.js';
import {
  CONVERSATIONS_DEFAULT_LIMIT,
  CONVERSATIONS_MAX_LIMIT,
  conversationWith,
  listConversations,
  markConversationRead,
  preloadedLastMessage,
} from './conversation.service.js';
import { MessagePage, THREAD_DEFAULT_LIMIT, THREAD_MAX_LIMIT } from './thread.js';

/** The viewer's conversations: hers only, so nobody reads a pair's messages but the pair. */
@Resolver(() => Conversation)
export class ConversationResolver {
  @Query(
    () => [Conversation],
    nullableWhenServiceDown(
      `The viewer's conversations, most recent first: one page (limit 1..${CONVERSATIONS_MAX_LIMIT}; a larger one gets ${CONVERSATIONS_MAX_LIMIT})`,
    ),
  )
  async conversations(
    @Arg('limit', () => Int, { defaultValue: CONVERSATIONS_DEFAULT_LIMIT, description: boundedLimitDescription(CONVERSATIONS_MAX_LIMIT) }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0, description: OFFSET_DESCRIPTION }) offset: number,
    @Ctx() ctx: MessagingContext,
  ): Promise<Conversation[]> {
    const viewer = requireViewer(ctx);
    return listConversations(ctx.em, viewer.userId, boundedPage(limit, offset, CONVERSATIONS_MAX_LIMIT));
  }

  @Query(() => Conversation, {
    description: 'The viewer\'s conversation with a member (empty when they have not written yet); NOT_FOUND "User not found" for an unknown member',
  })
  async conversation(@Arg('partnerId', () => ID, { description: "The other member's user id" }) partnerId: string, @Ctx() ctx: MessagingContext): Promise<Conversation> {
    const viewer = requireViewer(ctx);
    return conversationWith(ctx.em, viewer.userId, partnerId);
  }

  @Mutation(() => Conversation, { description: "Marks the partner's messages to the viewer read (opening the thread) and answers the conversation" })
  async markConversationRead(@Arg('partnerId', () => ID, { description: "The other member's user id" }) partnerId: string, @Ctx() ctx: MessagingContext): Promise<Conversation> {
    const viewer = requireViewer(ctx);
    return markConversationRead(ctx.em, viewer.userId, partnerId);
  }

  @FieldResolver(() => ID, { description: "The partner's id (one conversation per partner)" })
  id(@Root() conversation: Conversation): string {
    return conversation.partnerId;
  }

  @FieldResolver(() => User, { description: 'The other member of the conversation' })
  partner(@Root() conversation: Conversation): User {
    return userReference(conversation.partnerId);
  }

  @FieldResolver(() => Message, { nullable: true, description: 'Null only while they have not written yet' })
  lastMessage(@Root() conversation: Conversation, @Ctx() ctx: MessagingContext): Message | null | Promise<Message | null> {
    const preloaded = preloadedLastMessage(conversation);
    if (preloaded !== undefined) return preloaded;
    return conversation.lastMessageId ? ctx.loaders.messageById.load(conversation.lastMessageId) : null;
  }

  @FieldResolver(() => Boolean, { description: 'Whether the viewer blocked the partner (no messages either way until she unblocks)' })
  async isBlockedByMe(@Root() conversation: Conversation, @Ctx() ctx: MessagingContext): Promise<boolean> {
    return ctx.loaders.blockedByViewer.load(conversation.partnerId);
  }

  @FieldResolver(() => MessagePage, {
    description: `The newest messages (limit 1..${THREAD_MAX_LIMIT}) before the message \`before\` (a message of this conversation; NOT_FOUND otherwise), oldest first`,
  })
  async messages(
    @Root() conversation: Conversation,
    @Arg('before', () => ID, { nullable: true, description: 'Id of a message of this conversation: the page ends just before it; null for the newest messages' }) before: string | null | undefined,
    @Arg('limit', () => Int, { defaultValue: THREAD_DEFAULT_LIMIT, description: boundedLimitDescription(THREAD_MAX_LIMIT) }) limit: number,
    @Ctx() ctx: MessagingContext,
  ): Promise<MessagePage> {
    const viewer = requireViewer(ctx);
    if (conversation.userId !== viewer.userId) throw new Error('a conversation of another member reached the viewer');
    const page = boundedPage(limit, 0, THREAD_MAX_LIMIT);
    return ctx.loaders.threadPage.load({ partnerId: conversation.partnerId, before: before ?? null, limit: page.limit });
  }
}
