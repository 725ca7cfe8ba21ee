import { requireAdmin, requireViewer } from '@momstride/kit';
import { Arg, Ctx, Field, FieldResolver, ID, Int, Mutation, ObjectType, Resolver, Root } from 'type-graphql';
import type { EventsWellnessContext } from '../../context.js';
import { Event } from '../events/event.entity.js';
import { checkLimit } from '../events/event.service.js';
import { describeRRule, SERIES_MAX_DATES } from './recurrence.js';
import { EventSeries } from './series.entity.js';
import { extendSeries, joinSeries, leaveSeries, upcomingDates } from './series.service.js';

/** What joining every date of a series did. */
@ObjectType('SeriesJoin', { description: 'What joining every upcoming date of a recurring walk did' })
export class SeriesJoinResult {
  @Field(() => [Event], { description: 'The dates she holds places on (with her guests), soonest first' })
  joined!: Event[];

  @Field(() => [Event], { description: 'The dates that were full for her party: she is on their waitlists' })
  waitlisted!: Event[];
}

/** Recurring walks: a date's series, and joining or leaving every date (docs/product.md, Recurring walks). */
@Resolver(() => EventSeries)
export class EventSeriesResolver {
  @FieldResolver(() => String, { description: 'How a member reads the rule, e.g. "Repeats weekly on Saturday"' })
  summary(@Root() series: EventSeries): string {
    return describeRRule(series.rule);
  }

  @FieldResolver(() => [Event], { description: 'Its next dates (not started, not cancelled), soonest first' })
  upcomingDates(
    @Root() series: EventSeries,
    @Arg('limit', () => Int, { defaultValue: 5, description: `How many, 1..${SERIES_MAX_DATES}` }) limit: number,
    @Ctx() ctx: EventsWellnessContext,
  ): Promise<Event[]> {
    return upcomingDates(ctx.em, series.id, checkLimit(limit, SERIES_MAX_DATES));
  }

  @Mutation(() => SeriesJoinResult, {
    description:
      'Joins every upcoming date of the walk’s series with her guests: a place where her party fits, the waitlist where a date is full. CONFLICT for a walk that does not repeat',
  })
  async joinEventSeries(
    @Arg('eventId', () => ID, { description: 'Any date of the series' }) eventId: string,
    @Arg('guests', () => Int, { nullable: true, description: 'Guests she brings to each date, 0..guestLimit; null keeps hers (0 when new)' })
    guests: number | null | undefined,
    @Ctx() ctx: EventsWellnessContext,
  ): Promise<SeriesJoinResult> {
    const viewer = requireViewer(ctx);
    return joinSeries(ctx.em, viewer.userId, eventId, guests ?? null);
  }

  @Mutation(() => EventSeries, {
    description: `Admin: makes the next dates of the walk's series after its last one (at most ${SERIES_MAX_DATES}, within a year of it; none when its rule has ended)`,
  })
  async extendEventSeries(@Arg('eventId', () => ID, { description: 'Any date of the series' }) eventId: string, @Ctx() ctx: EventsWellnessContext): Promise<EventSeries> {
    const admin = requireAdmin(ctx);
    return extendSeries(ctx.em, admin.userId, eventId);
  }

  @Mutation(() => [Event], { description: 'Leaves every upcoming date of the walk’s series (places and waitlists); returns those dates' })
  async leaveEventSeries(@Arg('eventId', () => ID, { description: 'Any date of the series' }) eventId: string, @Ctx() ctx: EventsWellnessContext): Promise<Event[]> {
    const viewer = requireViewer(ctx);
    return leaveSeries(ctx.em, viewer.userId, eventId);
  }
}

/** A date's series on Event. */
@Resolver(() => Event)
export class EventSeriesFieldResolver {
  @FieldResolver(() => EventSeries, { nullable: true, description: 'The series this date belongs to; null for a walk that does not repeat' })
  series(@Root() event: Event, @Ctx() ctx: EventsWellnessContext): Promise<EventSeries | null> | null {
    return event.seriesId ? ctx.loaders.seriesById.load(event.seriesId) : null;
  }
}
