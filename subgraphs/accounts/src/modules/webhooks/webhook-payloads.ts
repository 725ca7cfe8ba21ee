import type { DomainEvents } from '@momstride/kit';

/** A webhook's JSON body: `{"id", "type", "created_at", "data"}` (docs/webhooks.md). */
export interface WebhookEnvelope {
  readonly id: string;
  readonly type: string;
  readonly created_at: string;
  readonly data: Record<string, unknown>;
}

/** The JSON body of a delivery (compact; these exact bytes are signed and sent on every attempt). */
export const webhookBody = (envelope: WebhookEnvelope): string => JSON.stringify(envelope);

const usd = (cents: number): string => `$${(cents / 100).toFixed(2)}`;

/** A new member's public basics (no e-mail address). */
export const memberJoinedData = (user: { id: string; first_name: string; last_name: string; business_name: string | null; created_at: Date | string }) => ({
  id: user.id,
  first_name: user.first_name,
  last_name: user.last_name,
  business_name: user.business_name,
  joined_at: new Date(user.created_at).toISOString(),
});

/** A walk (event) created or cancelled: its id, title and start (not who takes part). */
export const walkData = (event: Pick<DomainEvents['event.created'], 'eventId' | 'title' | 'startsAt'>) => ({
  id: event.eventId,
  title: event.title,
  starts_at: event.startsAt,
});

/**
 * An order, for the shop owner's own tools (fulfilment, bookkeeping): the shopper's name and e-mail and the shipping
 * address come along, as in the order notice admins get by mail.
 */
export const orderPlacedData = (order: DomainEvents['order.placed']) => ({
  id: order.orderId,
  reference: order.reference,
  customer: { first_name: order.firstName, last_name: order.lastName, email: order.email },
  lines: order.lines.map((line) => ({
    title: line.title,
    variant_title: line.variantTitle,
    quantity: line.quantity,
    line_total_cents: line.lineTotalCents,
    line_total_display: usd(line.lineTotalCents),
  })),
  subtotal_cents: order.subtotalCents,
  subtotal_display: usd(order.subtotalCents),
  currency: 'usd',
  ship_to: order.shipTo,
});

export const reviewPostedData = (review: DomainEvents['review.posted']) => ({
  id: review.reviewId,
  reviewer_id: review.reviewerId,
  review_type: review.reviewType,
  target_id: review.targetId,
  rating: review.rating,
  title: review.title,
});

/** The body of a test ("send test"). */
export const pingData = (endpointId: string) => ({ endpoint_id: endpointId, message: 'A test from MomStride: this endpoint is reachable.' });
