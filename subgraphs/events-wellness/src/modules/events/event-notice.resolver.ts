import { requireViewer } from '@momstride/kit';
import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { EventsWellnessContext } from '../../context.js';
import { Event } from './event.entity.js';
import { EventNotice } from './event-notice.entity.js';
import { checkLimit, eventNotices, markNoticesRead, NOTICES_MAX_LIMIT } from './event.service.js';

/** The viewer's in-app notices about events (promoted from a waitlist, an event cancelled). */
@Resolver(() => EventNotice)
export class EventNoticeResolver {
  @Query(() => [EventNotice], { description: "The viewer's event notices, newest first" })
  async eventNotices(
    @Arg('unreadOnly', () => Boolean, { defaultValue: false, description: 'Only the notices she has not read' }) unreadOnly: boolean,
    @Arg('limit', () => Int, { defaultValue: 20, description: `How many notices, 1..${NOTICES_MAX_LIMIT} (outside is BAD_USER_INPUT)` }) limit: number,
    @Ctx() ctx: EventsWellnessContext,
  ): Promise<EventNotice[]> {
    const viewer = requireViewer(ctx);
    return eventNotices(ctx.em, viewer.userId, unreadOnly, checkLimit(limit, NOTICES_MAX_LIMIT));
  }

  @Mutation(() => Int, { description: "Marks the viewer's notices read (the given ones, or all); returns how many changed" })
  async markEventNoticesRead(
    @Arg('ids', () => [ID], { nullable: true, description: 'Ids of the notices to mark read; null for all of hers' }) ids: string[] | null | undefined,
    @Ctx() ctx: EventsWellnessContext,
  ): Promise<number> {
    const viewer = requireViewer(ctx);
    return markNoticesRead(ctx.em, viewer.userId, ids ?? null);
  }

  @FieldResolver(() => Event, { description: 'The event the notice is about' })
  async event(@Root() notice: EventNotice, @Ctx() ctx: EventsWellnessContext): Promise<Event> {
    const event = await ctx.loaders.eventById.load(notice.eventId);
    if (!event) throw new Error(`notice ${notice.id} refers to a missing event`);
    return event;
  }
}
