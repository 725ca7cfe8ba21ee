import { z } from 'zod';
import { defineRoute } from '../framework.js';
import {
  EventScope,
  EventStatus,
  MonthlyBy,
  RepeatFrequency,
  Weekday,
  RestCancelEventDocument,
  RestCreateEventDocument,
  RestEventIsJoinedDocument,
  RestEventsDocument,
  RestJoinEventDocument,
  RestExtendEventSeriesDocument,
  RestJoinEventSeriesDocument,
  RestJoinEventWaitlistDocument,
  RestLeaveEventDocument,
  RestLeaveEventSeriesDocument,
  RestMyEventsDocument,
  RestUpdateEventDocument,
  type EventInput,
} from '../gql/graphql.js';
import { intQuery } from '../params.js';
import { eventJson, toEventJson } from './event.mapper.js';
import { dateTimeInput } from './inputs.js';
import { idParams } from '../params.js';

/** The most events one list gives (the subgraph's cap); GET /events without a limit answers all of them up to it. */
const EVENTS_MAX = 100;

/** A query value as express parses it: blank counts as absent ("all statuses"). */
const statusQuery = () =>
  z.preprocess((value) => {
    const last = Array.isArray(value) ? value.at(-1) : value;
    return last === '' ? undefined : last;
  }, z.enum(EventStatus).optional());

// Shape only: the event rules of docs/product.md, Validation rules (required, duration ≥ 1, max ≥ 1 or null, not in the past) and their messages live
// in events-wellness, which answers them as BAD_USER_INPUT with fields (→ 422).
const eventBody = z.object({
  title: z.string(),
  description: z.string(),
  event_date: dateTimeInput(),
  duration_minutes: z.number().int(),
  location: z.string().nullish(),
  max_participants: z.number().int().nullish(),
  guest_limit: z.number().int().nullish(),
});

// How a new walk repeats (POST only; rules and messages in events-wellness, docs/product.md, Recurring walks).
const repeatBody = z.object({
  frequency: z.enum(RepeatFrequency),
  interval: z.number().int().default(1),
  weekdays: z.array(z.enum(Weekday)).nullish(),
  monthly_by: z.enum(MonthlyBy).nullish(),
  until: z.string().nullish().meta({ description: 'The last local date (YYYY-MM-DD), inclusive' }),
  count: z.number().int().nullish(),
});
const createEventBody = eventBody.extend({ repeat: repeatBody.nullish() });

/** ?scope=this_date (the default) or this_and_following, for a date of a recurring walk. */
const scopeQuery = z.object({
  scope: z.preprocess((value) => (Array.isArray(value) ? value.at(-1) : value) || undefined, z.enum(EventScope).default(EventScope.ThisDate)),
});

/** Guests she brings (absent: keep hers, 0 when new). */
const guestsBody = z.object({ guests: z.number().int().nullish() }).optional();

const toEventInput = (body: z.infer<typeof eventBody>): EventInput => ({
  title: body.title,
  description: body.description,
  eventDate: body.event_date,
  durationMinutes: body.duration_minutes,
  location: body.location ?? null,
  maxParticipants: body.max_participants ?? null,
  guestLimit: body.guest_limit ?? 0,
});

const toRepeatInput = (repeat: z.infer<typeof repeatBody>) => ({
  frequency: repeat.frequency,
  interval: repeat.interval,
  weekdays: repeat.weekdays ?? null,
  monthlyBy: repeat.monthly_by ?? null,
  until: repeat.until ?? null,
  count: repeat.count ?? null,
});

export const eventsRoutes = [
  defineRoute({
    method: 'GET',
    path: '/events',
    summary: 'Upcoming events',
    auth: 'required',
    query: z.object({ status: statusQuery(), limit: intQuery(1, EVENTS_MAX, EVENTS_MAX) }),
    operation: RestEventsDocument,
    variables: ({ query }) => ({ status: query.status ?? null, limit: query.limit }),
    returns: z.array(eventJson),
    response: (data) => (data.events ?? []).map(toEventJson),
  }),
  defineRoute({
    method: 'POST',
    path: '/events',
    summary: 'Create an event, or a recurring walk with `repeat` (admins)',
    auth: 'required',
    body: createEventBody,
    operation: RestCreateEventDocument,
    variables: ({ body }) => ({ input: { ...toEventInput(body), repeat: body.repeat ? toRepeatInput(body.repeat) : null } }),
    returns: eventJson,
    response: (data) => toEventJson(data.createEvent),
    status: 201,
  }),
  defineRoute({
    method: 'PUT',
    path: '/events/:id',
    summary: 'Update an event; `?scope=this_and_following` for this and every later date of its series (admins)',
    auth: 'required',
    params: idParams,
    query: scopeQuery,
    body: eventBody,
    operation: RestUpdateEventDocument,
    variables: ({ params, body, query }) => ({ id: params.id, input: toEventInput(body), scope: query.scope }),
    returns: eventJson,
    response: (data) => toEventJson(data.updateEvent),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/events/:id',
    summary: 'Cancel an event; `?scope=this_and_following` for this and every later date of its series (admins)',
    auth: 'required',
    params: idParams,
    query: scopeQuery,
    operation: RestCancelEventDocument,
    variables: ({ params, query }) => ({ id: params.id, scope: query.scope }),
    returns: eventJson,
    response: (data) => toEventJson(data.cancelEvent),
  }),
  defineRoute({
    method: 'POST',
    path: '/events/:id/join',
    summary: 'Join an event, with `guests` (0..guest_limit; absent keeps hers)',
    auth: 'required',
    params: idParams,
    body: guestsBody,
    operation: RestJoinEventDocument,
    variables: ({ params, body }) => ({ id: params.id, guests: body?.guests ?? null }),
    returns: eventJson,
    response: (data) => toEventJson(data.joinEvent),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/events/:id/leave',
    summary: 'Leave an event',
    auth: 'required',
    params: idParams,
    operation: RestLeaveEventDocument,
    variables: ({ params }) => ({ id: params.id }),
    returns: eventJson,
    response: (data) => toEventJson(data.leaveEvent),
  }),
  defineRoute({
    method: 'GET',
    path: '/events/:id/is-joined',
    summary: 'Whether the signed-in member joined an event',
    auth: 'required',
    params: idParams,
    operation: RestEventIsJoinedDocument,
    variables: ({ params }) => ({ id: params.id }),
    returns: z.object({ is_joined: z.boolean() }),
    response: (data) => ({ is_joined: data.event.isJoined }),
  }),
  defineRoute({
    method: 'POST',
    path: '/events/:id/waitlist',
    summary: 'Join a full event’s waitlist, with `guests` (promoted when her whole party fits)',
    auth: 'required',
    params: idParams,
    body: guestsBody,
    operation: RestJoinEventWaitlistDocument,
    variables: ({ params, body }) => ({ id: params.id, guests: body?.guests ?? null }),
    returns: z.object({ position: z.number().int().nullable() }),
    response: (data) => ({ position: data.joinEventWaitlist.waitlistPosition }),
  }),
  defineRoute({
    method: 'POST',
    path: '/events/:id/series/join',
    summary: 'Join every upcoming date of a recurring walk, with `guests` (the waitlist where a date is full)',
    auth: 'required',
    params: idParams,
    body: guestsBody,
    operation: RestJoinEventSeriesDocument,
    variables: ({ params, body }) => ({ id: params.id, guests: body?.guests ?? null }),
    returns: z.object({ joined: z.array(eventJson), waitlisted: z.array(eventJson) }),
    response: (data) => ({ joined: data.joinEventSeries.joined.map(toEventJson), waitlisted: data.joinEventSeries.waitlisted.map(toEventJson) }),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/events/:id/series/leave',
    summary: 'Leave every upcoming date of a recurring walk',
    auth: 'required',
    params: idParams,
    operation: RestLeaveEventSeriesDocument,
    variables: ({ params }) => ({ id: params.id }),
    returns: z.array(eventJson),
    response: (data) => data.leaveEventSeries.map(toEventJson),
  }),
  defineRoute({
    method: 'POST',
    path: '/events/:id/series/extend',
    summary: 'Make the next dates of a recurring walk after its last one (admins)',
    auth: 'required',
    params: idParams,
    operation: RestExtendEventSeriesDocument,
    variables: ({ params }) => ({ id: params.id }),
    returns: z.object({ id: z.guid(), rule: z.string(), summary: z.string(), upcoming_dates: z.array(eventJson) }),
    response: (data) => ({
      id: data.extendEventSeries.id,
      rule: data.extendEventSeries.rule,
      summary: data.extendEventSeries.summary,
      upcoming_dates: data.extendEventSeries.upcomingDates.map(toEventJson),
    }),
  }),
  defineRoute({
    method: 'GET',
    path: '/users/me/events',
    summary: 'The events the signed-in member joined',
    auth: 'required',
    operation: RestMyEventsDocument,
    variables: () => ({}),
    returns: z.array(eventJson),
    response: (data) => data.myEvents.map(toEventJson),
  }),
];
