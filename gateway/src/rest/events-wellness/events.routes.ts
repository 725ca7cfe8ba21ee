import { z } from 'zod';
import { defineRoute } from '../framework.js';
import {
  EventStatus,
  RestCancelEventDocument,
  RestCreateEventDocument,
  RestEventIsJoinedDocument,
  RestEventsDocument,
  RestJoinEventDocument,
  RestJoinEventWaitlistDocument,
  RestLeaveEventDocument,
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
});

const toEventInput = (body: z.infer<typeof eventBody>): EventInput => ({
  title: body.title,
  description: body.description,
  eventDate: body.event_date,
  durationMinutes: body.duration_minutes,
  location: body.location ?? null,
  maxParticipants: body.max_participants ?? null,
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
    summary: 'Create an event (admins)',
    auth: 'required',
    body: eventBody,
    operation: RestCreateEventDocument,
    variables: ({ body }) => ({ input: toEventInput(body) }),
    returns: eventJson,
    response: (data) => toEventJson(data.createEvent),
    status: 201,
  }),
  defineRoute({
    method: 'PUT',
    path: '/events/:id',
    summary: 'Update an event (admins)',
    auth: 'required',
    params: idParams,
    body: eventBody,
    operation: RestUpdateEventDocument,
    variables: ({ params, body }) => ({ id: params.id, input: toEventInput(body) }),
    returns: eventJson,
    response: (data) => toEventJson(data.updateEvent),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/events/:id',
    summary: 'Cancel an event (admins)',
    auth: 'required',
    params: idParams,
    operation: RestCancelEventDocument,
    variables: ({ params }) => ({ id: params.id }),
    returns: eventJson,
    response: (data) => toEventJson(data.cancelEvent),
  }),
  defineRoute({
    method: 'POST',
    path: '/events/:id/join',
    summary: 'Join an event',
    auth: 'required',
    params: idParams,
    operation: RestJoinEventDocument,
    variables: ({ params }) => ({ id: params.id }),
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
    summary: 'Join a full event’s waitlist',
    auth: 'required',
    params: idParams,
    operation: RestJoinEventWaitlistDocument,
    variables: ({ params }) => ({ id: params.id }),
    returns: z.object({ position: z.number().int().nullable() }),
    response: (data) => ({ position: data.joinEventWaitlist.waitlistPosition }),
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
