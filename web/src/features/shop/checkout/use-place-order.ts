import { useMutation } from '@apollo/client/react';
import { useRef } from 'react';
import { graphql } from '../../../gql';
import { errorMessage, fieldErrors } from '../../../lib/error-message';
import { checkoutInput, FIELD_ORDER, type CheckoutErrors, type CheckoutField, type CheckoutForm } from './checkout-rules';
import { createSubmissionKeys } from './submission-key';

const CheckoutMutation = graphql(`
  mutation Checkout($sessionId: String!, $input: CheckoutInput!, $idempotencyKey: String) {
    checkout(sessionId: $sessionId, input: $input, idempotencyKey: $idempotencyKey) {
      orderId
      reference
    }
  }
`);

export type PlaceOrderOutcome =
  | { kind: 'placed'; reference: string }
  /** The server's field problems, by field (shown under the fields). */
  | { kind: 'invalid'; errors: CheckoutErrors }
  /** Anything else: the server's sentence when it gave one (an empty cart, a line sold out), else null. */
  | { kind: 'failed'; detail: string | null };

const isField = (field: string): field is CheckoutField => (FIELD_ORDER as readonly string[]).includes(field);

/**
 * Sends the order request (the `checkout` mutation) with an idempotency key per submission: a second send of the same
 * form (a double click, a retry) reuses it, so it makes one order. A send while one is under way is not made.
 */
export function usePlaceOrder(sessionId: string) {
  const [mutate, { loading }] = useMutation(CheckoutMutation);
  const keys = useRef(createSubmissionKeys());
  const inFlight = useRef(false);

  const place = async (form: CheckoutForm): Promise<PlaceOrderOutcome | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    const input = checkoutInput(form);
    try {
      const { data } = await mutate({ variables: { sessionId, input, idempotencyKey: keys.current.keyFor({ sessionId, input }) } });
      if (!data) return { kind: 'failed', detail: null };
      return { kind: 'placed', reference: data.checkout.reference };
    } catch (error) {
      const fields = fieldErrors(error);
      if (fields.length > 0 && fields.every((item) => isField(item.field))) {
        const errors: CheckoutErrors = {};
        for (const { field, message } of fields) errors[field as CheckoutField] ??= message;
        return { kind: 'invalid', errors };
      }
      console.warn('Could not submit the order request', error);
      const detail = errorMessage(error, '');
      return { kind: 'failed', detail: detail === '' ? null : detail };
    } finally {
      inFlight.current = false;
    }
  };

  return { place, placing: loading };
}
