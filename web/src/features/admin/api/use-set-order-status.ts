import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import type { OrderStatus } from '../../../gql/graphql';
import { errorMessage } from '../../../lib/error-message';
import { useMemberAction } from '../../../lib/use-member-action';
import { SetOrderStatusMutation } from '../admin-orders-query';
import type { OrderMove } from '../order-status';

/** The status a cached `orders(…)` list was asked for ("orders({"limit":20,"offset":0,"status":"new"})"), or null for all. */
function listStatus(storeFieldName: string): string | null {
  const args = storeFieldName.slice(storeFieldName.indexOf('(') + 1, storeFieldName.lastIndexOf(')'));
  try {
    const parsed = JSON.parse(args) as { status?: string | null };
    return parsed.status ?? null;
  } catch {
    return null;
  }
}

/**
 * Move an order to its next status (Confirm, Mark shipped, Cancel with an optional note). The order's card follows
 * from the cache; it leaves the lists of another status. Toasts the outcome: the server's words on a refusal.
 */
export function useSetOrderStatus() {
  const [mutate] = useMutation(SetOrderStatusMutation, {
    update(cache, { data }) {
      const order = data?.setOrderStatus;
      if (!order) return;
      const status: OrderStatus = order.status;
      cache.modify<{ orders: readonly Reference[] }>({
        id: 'ROOT_QUERY',
        fields: {
          orders: (existing = [], { storeFieldName, readField }) => {
            const wanted = listStatus(storeFieldName);
            return wanted === null || wanted === status ? existing : existing.filter((ref) => readField('id', ref) !== order.id);
          },
        },
      });
    },
  });
  const { perform: setOrderStatus, pendingId } = useMemberAction({
    run: async (id, move: OrderMove, reference: string, note: string | null) => {
      await mutate({ variables: { id, status: move.status, note } });
      return `Order ${reference} ${move.done}`;
    },
    failure: (error) => errorMessage(error, 'Failed to update the order'),
  });
  return { setOrderStatus, pendingId };
}
