import { requireViewer } from '@momstride/kit';
import { Arg, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from 'type-graphql';
import type { MessagingContext } from '../../context.js';
import { User, userReference } from '../users/user.type.js';
import { Message } from './message.entity.js';
import { sendMessage } from './send-message.js';

/** Sending messages. Reading them goes through the viewer's conversations (conversation.resolver.ts). */
@Resolver(() => Message)
export class MessageResolver {
  @Mutation(() => Message, {
    description:
      "Sends a message (content trimmed, 1 to 5,000 characters). BAD_USER_INPUT for blank or too long content or to herself; NOT_FOUND \"User not found\" for an unknown member; FORBIDDEN \"You can't message this member\" when either blocked the other; RATE_LIMITED past MESSAGES_PER_MINUTE",
  })
  async sendMessage(
    @Arg('recipientId', () => ID, { description: 'The member to write to (her user id)' }) recipientId: string,
    @Arg('content', () => String, { description: 'The message text (trimmed, 1 to 5,000 characters)' }) content: string,
    @Ctx() ctx: MessagingContext,
  ): Promise<Message> {
    const viewer = requireViewer(ctx);
    return sendMessage(ctx.em, ctx.services.sendRate, { senderId: viewer.userId, recipientId, content });
  }

  @FieldResolver(() => User, { description: 'The member who sent it' })
  sender(@Root() message: Message): User {
    return userReference(message.senderId);
  }

  @FieldResolver(() => User, { description: 'The member it was sent to' })
  recipient(@Root() message: Message): User {
    return userReference(message.recipientId);
  }
}
