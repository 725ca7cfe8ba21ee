import { registerEnumType } from 'type-graphql';

/** Where an order request stands: new → confirmed → shipped; new or confirmed → cancelled. */
export enum OrderStatus {
  new = 'new',
  confirmed = 'confirmed',
  shipped = 'shipped',
  cancelled = 'cancelled',
}

registerEnumType(OrderStatus, {
  name: 'OrderStatus',
  description: 'Where an order request stands',
  valuesConfig: {
    new: { description: 'Just placed; nobody in the shop has looked at it yet' },
    confirmed: { description: 'The shop accepted it and is preparing it' },
    shipped: { description: 'On its way (final)' },
    cancelled: { description: 'Cancelled by the shop from new or confirmed (final; the note may say why)' },
  },
});

/** The statuses each status may move to. */
export const NEXT_STATUSES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  [OrderStatus.new]: [OrderStatus.confirmed, OrderStatus.cancelled],
  [OrderStatus.confirmed]: [OrderStatus.shipped, OrderStatus.cancelled],
  [OrderStatus.shipped]: [],
  [OrderStatus.cancelled]: [],
};
