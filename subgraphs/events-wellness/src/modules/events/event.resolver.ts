import { notFound, nullableWhenServiceDown, requireAdmin, requireViewer } from '@momstride/kit';
import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { EventsWellnessContext } from '../../context.js';
import { User, userReference } from '../users/user.type.js';
import { EventParticipant, EventWaitlistEntry } from './attendee.types.js';
import { ATTENDEES_MAX_LIST } from './attendees.js';
import { cancelEvent, createEvent, updateEvent } from './event-admin.service.js';
import { Event } from './event.entity.js';
import { EventInput } from './event.inputs.js';
import { checkLimit, EVENTS_DEFAULT_LIMIT, EVENTS_MAX_LIMIT, eventsJoinedBy, listEvents } from './event.service.js';
import { EVENT_NOT_FOUND, EventStatus, eventStatus } from './event-status.js';
import { joinEvent, joinWaitlist, leaveEvent, leaveWaitlist } from './participation.service.js';
import { freePlaces } from './waitlist.js';
import { EventScope } from '../series/series.inputs.js';

/**
 * Events for signed-in members; creating, editing and cancelling for admins (the role of the viewer token, which
 * the gateway mints from a session that ends within about a second when her role changes: docs/security.md).
 */
@Resolver(() => Event)
export class EventResolver {
  @Query(
    () => [Event],
    nullableWhenServiceDown(
      `Events, at most limit (1..${EVENTS_MAX_LIMIT}): with a status only those (upcoming and active soonest first, completed and cancelled latest first); without, upcoming and active first`,
    ),
  )
  async events(
    @Arg('status', () => EventStatus, { nullable: true, description: 'Only events in this status; null for every status' }) status: EventStatus | null | undefined,
    @Arg('limit', () => Int, { defaultValue: EVENTS_DEFAULT_LIMIT, description: `How many events, 1..${EVENTS_MAX_LIMIT} (outside is BAD_USER_INPUT)` }) limit: number,
    @Ctx() ctx: EventsWellnessContext,
  ): Promise<Event[]> {
    requireViewer(ctx);
    return listEvents(ctx.em, status ?? null, checkLimit(limit, EVENTS_MAX_LIMIT));
  }

  @Query(() => Event, { description: 'One event; NOT_FOUND for an unknown id' })
  async event(@Arg('id', () => ID, { description: "The event's id" }) id: string, @Ctx() ctx: EventsWellnessContext): Promise<Event> {
    requireViewer(ctx);
    const event = await ctx.loaders.eventById.load(id);
    if (!event) throw notFound(EVENT_NOT_FOUND);
    return event;
  }

  @Query(() => [Event], { description: 'The events the viewer joined (every status), upcoming and active first' })
  async myEvents(
    @Arg('limit', () => Int, { defaultValue: EVENTS_MAX_LIMIT, description: `How many events, 1..${EVENTS_MAX_LIMIT} (outside is BAD_USER_INPUT)` }) limit: number,
    @Ctx() ctx: EventsWellnessContext,
  ): Promise<Event[]> {
    const viewer = requireViewer(ctx);
    return eventsJoinedBy(ctx.em, viewer.userId, checkLimit(limit, EVENTS_MAX_LIMIT));
  }

  @Mutation(() => Event, {
    description: 'Joins an upcoming event with her guests; again: her guest count changes (when it fits) or nothing. CONFLICT "Event is full" when no place is left; CONFLICT for started, completed or cancelled events',
  })
  async joinEvent(
    @Arg('eventId', () => ID, { description: "The event's id" }) eventId: string,
    @Arg('guests', () => Int, { nullable: true, description: 'Guests she brings, 0..guestLimit (each takes a place); null keeps hers (0 when new)' })
    guests: number | null | undefined,
    @Ctx() ctx: EventsWellnessContext,
  ): Promise<Event> {
    const viewer = requireViewer(ctx);
    return joinEvent(ctx.em, viewer.userId, eventId, guests ?? null);
  }

  @Mutation(() => Event, { description: 'Leaves an upcoming event (not joined: nothing changes); the first member on the waitlist gets the place' })
  async leaveEvent(@Arg('eventId', () => ID, { description: "The event's id" }) eventId: string, @Ctx() ctx: EventsWellnessContext): Promise<Event> {
    const viewer = requireViewer(ctx);
    return leaveEvent(ctx.em, viewer.userId, eventId);
  }

  @Mutation(() => Event, { description: 'Joins the waitlist of a full upcoming event (see waitlistPosition); promoted automatically when a place frees up' })
  async joinEventWaitlist(
    @Arg('eventId', () => ID, { description: "The event's id" }) eventId: string,
    @Arg('guests', () => Int, { nullable: true, description: 'Guests she would bring, 0..guestLimit: she is promoted when her whole party fits' })
    guests: number | null | undefined,
    @Ctx() ctx: EventsWellnessContext,
  ): Promise<Event> {
    const viewer = requireViewer(ctx);
    return joinWaitlist(ctx.em, viewer.userId, eventId, guests ?? null);
  }

  @Mutation(() => Event, { description: 'Leaves the waitlist (not on it: nothing changes)' })
  async leaveEventWaitlist(@Arg('eventId', () => ID, { description: "The event's id" }) eventId: string, @Ctx() ctx: EventsWellnessContext): Promise<Event> {
    const viewer = requireViewer(ctx);
    return leaveWaitlist(ctx.em, viewer.userId, eventId);
  }

  @Mutation(() => Event, { description: 'Admin: creates an event (docs/product.md, Validation rules; BAD_USER_INPUT with fields)' })
  async createEvent(@Arg('input', () => EventInput, { description: 'The new event' }) input: EventInput, @Ctx() ctx: EventsWellnessContext): Promise<Event> {
    const admin = requireAdmin(ctx);
    return createEvent(ctx.em, admin.userId, input, ctx.services.timeZone);
  }

  @Mutation(() => Event, {
    description: 'Admin: edits an event (the same rules; a limit below the members already joined is refused; a raised limit promotes from the waitlist)',
  })
  async updateEvent(
    @Arg('id', () => ID, { description: "The event's id" }) id: string,
    @Arg('input', () => EventInput, { description: "The event's new details (every field is written)" }) input: EventInput,
    @Arg('scope', () => EventScope, { defaultValue: EventScope.this_date, description: 'A date of a series: only it, or it and every later date' })
    scope: EventScope,
    @Ctx() ctx: EventsWellnessContext,
  ): Promise<Event> {
    requireAdmin(ctx);
    return updateEvent(ctx.em, id, input, scope, ctx.services.timeZone);
  }

  @Mutation(() => Event, {
    description: 'Admin: cancels an event (a date of a series: only it, or it and every later date); its participants and waitlisted members are told (notice and mail)',
  })
  async cancelEvent(
    @Arg('id', () => ID, { description: "The event's id" }) id: string,
    @Arg('scope', () => EventScope, { defaultValue: EventScope.this_date, description: 'A date of a series: only it, or it and every later date' })
    scope: EventScope,
    @Ctx() ctx: EventsWellnessContext,
  ): Promise<Event> {
    requireAdmin(ctx);
    return cancelEvent(ctx.em, id, scope);
  }

  @FieldResolver(() => EventStatus, { description: 'Where the event stands now: upcoming, active, completed (from the clock) or cancelled' })
  status(@Root() event: Event): EventStatus {
    return eventStatus(event);
  }

  @FieldResolver(() => Boolean, { description: 'No place left (participants at or above the maximum)' })
  isFull(@Root() event: Event): boolean {
    return freePlaces(event) === 0;
  }

  @FieldResolver(() => Boolean, { description: 'Whether the viewer takes part' })
  async isJoined(@Root() event: Event, @Ctx() ctx: EventsWellnessContext): Promise<boolean> {
    return (await ctx.loaders.viewerGuests.load(event.id)) !== null;
  }

  @FieldResolver(() => Int, { nullable: true, description: 'The guests the viewer brings, null when she does not take part' })
  viewerGuests(@Root() event: Event, @Ctx() ctx: EventsWellnessContext): Promise<number | null> {
    return ctx.loaders.viewerGuests.load(event.id);
  }

  @FieldResolver(() => Boolean, { description: 'Whether the viewer is on the waitlist' })
  async isWaitlisted(@Root() event: Event, @Ctx() ctx: EventsWellnessContext): Promise<boolean> {
    return (await ctx.loaders.viewerWaitlistPosition.load(event.id)) !== null;
  }

  @FieldResolver(() => Int, { nullable: true, description: "The viewer's place on the waitlist (1 = next), null when not on it" })
  waitlistPosition(@Root() event: Event, @Ctx() ctx: EventsWellnessContext): Promise<number | null> {
    return ctx.loaders.viewerWaitlistPosition.load(event.id);
  }

  @FieldResolver(() => [EventParticipant], {
    description: `Admin: who takes part, in join order (at most ${ATTENDEES_MAX_LIST}); FORBIDDEN for members`,
  })
  participants(@Root() event: Event, @Ctx() ctx: EventsWellnessContext): Promise<EventParticipant[]> {
    requireAdmin(ctx);
    return ctx.loaders.participantsByEventId.load(event.id);
  }

  @FieldResolver(() => [EventWaitlistEntry], {
    description: `Admin: who waits for a place, first in line first (at most ${ATTENDEES_MAX_LIST}); FORBIDDEN for members`,
  })
  waitlist(@Root() event: Event, @Ctx() ctx: EventsWellnessContext): Promise<EventWaitlistEntry[]> {
    requireAdmin(ctx);
    return ctx.loaders.waitlistByEventId.load(event.id);
  }

  @FieldResolver(() => User, { nullable: true, description: 'The admin who created it (resolved by accounts)' })
  createdBy(@Root() event: Event): User | null {
    return event.createdBy ? userReference(event.createdBy) : null;
  }
}
