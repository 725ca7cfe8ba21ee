import { requireViewer } from '@momstride/kit';
import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { EventsWellnessContext } from '../../context.js';
import { Event } from '../events/event.entity.js';
import { CalendarFeed, calendarFeedPath } from './calendar-feed.entity.js';
import { calendarFeedEvents, calendarFeedOf, FEED_MAX_EVENTS, FEED_PAST_DAYS, resetCalendarFeed } from './calendar-feed.service.js';
import { feedToken } from './feed-token.js';

/** A member's private calendar subscription, and the public read of a feed by its secret token. */
@Resolver(() => CalendarFeed)
export class CalendarFeedResolver {
  @Query(() => CalendarFeed, { nullable: true, description: "The viewer's calendar subscription; null until she makes one (resetCalendarFeed)" })
  calendarFeed(@Ctx() ctx: EventsWellnessContext): Promise<CalendarFeed | null> {
    const viewer = requireViewer(ctx);
    return calendarFeedOf(ctx.em, viewer.userId);
  }

  @Mutation(() => CalendarFeed, { description: "Makes the viewer's calendar subscription, or gives it a new secret link (the old one stops working at once)" })
  resetCalendarFeed(@Ctx() ctx: EventsWellnessContext): Promise<CalendarFeed> {
    const viewer = requireViewer(ctx);
    return resetCalendarFeed(ctx.em, viewer.userId);
  }

  @Query(() => [Event], {
    nullable: true,
    description: `No sign-in (the secret token is the credential; GET /api/calendar/{token}.ics): the events the feed's member joined that ended at most ${FEED_PAST_DAYS} days ago or are still to come, cancelled ones included, soonest first, at most ${FEED_MAX_EVENTS}; null for a token no feed has`,
  })
  calendarFeedEvents(@Arg('token', () => String, { description: "The feed's secret token (from CalendarFeed.path)" }) token: string, @Ctx() ctx: EventsWellnessContext): Promise<Event[] | null> {
    return calendarFeedEvents(ctx.em, ctx.services.calendarFeedKey, token);
  }

  @FieldResolver(() => String, { description: "Path of the feed's calendar file at the site (/api/calendar/{secret}.ics): the site's address before it, or webcal:// for calendar apps" })
  path(@Root() feed: CalendarFeed, @Ctx() ctx: EventsWellnessContext): string {
    return calendarFeedPath(feedToken(ctx.services.calendarFeedKey, feed.userId, feed.version));
  }
}
