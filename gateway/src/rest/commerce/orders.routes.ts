import { z } from 'zod';
import { defineRoute } from '../framework.js';
import { OrderStatus, RestOrderDocument, RestOrdersDocument, RestSetOrderStatusDocument } from '../gql/graphql.js';
import { enumQuery, idParams, pageQuery } from '../params.js';
import { orderJson, toOrderJson } from './order.mapper.js';

const ordersQuery = pageQuery(50).extend({
  status: enumQuery(OrderStatus),
});

/** Order requests (admins; a member gets 403): list, one, and moving one on. */
export const ordersRoutes = [
  defineRoute({
    method: 'GET',
    path: '/orders',
    summary: 'Order requests, newest first (admins)',
    auth: 'required',
    query: ordersQuery,
    operation: RestOrdersDocument,
    variables: ({ query }) => ({ status: query.status ?? null, limit: query.limit, offset: query.offset }),
    returns: z.array(orderJson),
    response: (data) => data.orders.map(toOrderJson),
  }),
  defineRoute({
    method: 'GET',
    path: '/orders/:id',
    summary: 'One order request (admins)',
    auth: 'required',
    params: idParams,
    operation: RestOrderDocument,
    variables: ({ params }) => ({ id: params.id }),
    returns: orderJson,
    response: (data) => toOrderJson(data.order),
  }),
  defineRoute({
    method: 'POST',
    path: '/orders/:id/status',
    summary: 'Move an order request to its next status (admins)',
    auth: 'required',
    params: idParams,
    body: z.object({ status: z.enum(OrderStatus), note: z.string().nullish() }),
    operation: RestSetOrderStatusDocument,
    variables: ({ params, body }) => ({ id: params.id, status: body.status, note: body.note ?? null }),
    returns: orderJson,
    response: (data) => toOrderJson(data.setOrderStatus),
  }),
];
