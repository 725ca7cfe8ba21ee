import type { EntityManager } from '@momstride/kit';
import { Arg, Ctx, Field, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { MessagingContext } from '../../context.js';
import { NotificationChannel, NotificationPreferenceType } from '../preferences/preference-type.js';
import { turnOff } from '../preferences/preferences.service.js';
import { verifyUnsubscribeToken, type UnsubscribeTarget } from './unsubscribe-token.js';

@ObjectType('UnsubscribeTarget', { description: 'The switch an unsubscribe link turns off: one type on one channel of one member' })
export class UnsubscribeTargetView {
  @Field(() => NotificationPreferenceType, { description: 'The type the link turns off' })
  type!: NotificationPreferenceType;

  @Field(() => NotificationChannel, { description: 'The channel the link turns off (mail for a mail’s link)' })
  channel!: NotificationChannel;
}

/** The member a valid token names, unless she was deleted. */
async function targetOf(em: EntityManager, key: Buffer, token: string): Promise<UnsubscribeTarget | null> {
  const target = verifyUnsubscribeToken(key, token);
  if (!target) return null;
  const removed = await em.execute('select 1 from removed_users where user_id = ?', [target.userId]);
  return removed.length > 0 ? null : target;
}

/** A mail's one-click unsubscribe link (docs/api.md, "Unsubscribe links"): works without signing in, the token is the credential. */
@Resolver()
export class UnsubscribeResolver {
  @Query(() => UnsubscribeTargetView, { nullable: true, description: 'What an unsubscribe link would turn off; null for a link that is not valid. Needs no sign-in' })
  async unsubscribeTarget(@Arg('token', () => String, { description: 'The token of the link (its `token` query parameter)' }) token: string, @Ctx() ctx: MessagingContext): Promise<UnsubscribeTargetView | null> {
    const target = await targetOf(ctx.em, ctx.services.unsubscribeKey, token);
    return target ? { type: target.type, channel: target.channel } : null;
  }

  @Mutation(() => UnsubscribeTargetView, {
    nullable: true,
    description: "Turns off the one switch an unsubscribe link names (her other preferences stay); null for a link that is not valid. Needs no sign-in",
  })
  async unsubscribe(@Arg('token', () => String, { description: 'The token of the link (its `token` query parameter)' }) token: string, @Ctx() ctx: MessagingContext): Promise<UnsubscribeTargetView | null> {
    const target = await targetOf(ctx.em, ctx.services.unsubscribeKey, token);
    if (!target) return null;
    await turnOff(ctx.em, target.userId, target.type, target.channel);
    return { type: target.type, channel: target.channel };
  }
}
