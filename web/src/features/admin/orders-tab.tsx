import { useState } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { AlertIcon, ArrowLeftIcon, ArrowRightIcon, CheckCircleIcon, ShirtIcon } from '../../components/icons';
import { Panel, PanelHeader } from '../../components/panel';
import { Spinner } from '../../components/spinner';
import { ADMIN_ORDERS_PAGE_SIZE, AdminOrdersQuery } from './admin-orders-query';
import { useSetOrderStatus } from './api/use-set-order-status';
import { CancelOrderDialog } from './cancel-order-dialog';
import { OrderCard, type AdminOrder } from './order-card';
import { ORDER_FILTERS, orderFilterOf, STATUS_LABELS, type OrderFilter, type OrderMove } from './order-status';
import { PanelTotal } from './panel-status';
import { colors, controlHeights, fontSizes, fontWeights, radii, space } from '../../styles/theme';
import { useScreenQuery } from '../../kit/use-screen-query';
import { QueryState } from '../../kit/query-state';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[3]};
  margin-bottom: ${space[4]};
`;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[1.5]};
`;

const FilterButton = styled.button`
  min-height: ${controlHeights.sm};
  padding: 0 ${space[4]};
  border: 1.5px solid ${colors.border};
  border-radius: ${radii.pill};
  background: ${colors.white};
  color: ${colors.inkSoft};
  font-weight: ${fontWeights.strong};
  font-size: ${fontSizes.sm};
  cursor: pointer;
  &:hover { border-color: ${colors.plum600}; color: ${colors.plum800}; }
  &[aria-pressed='true'] {
    border-color: ${colors.plum700};
    background: ${colors.plum700};
    color: ${colors.white};
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${space[3.5]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[3]};
  margin-top: ${space[4]};
  padding-top: ${space[4]};
  border-top: 1px solid ${colors.border};
  p { font-size: ${fontSizes.sm}; color: ${colors.inkSoft}; }
  div { display: flex; gap: ${space[2]}; }
  button { min-height: ${controlHeights.sm}; font-size: ${fontSizes.sm}; }
  svg { width: 18px; height: 18px; }
`;

const EMPTY: Record<OrderFilter, { title: string; text: string }> = {
  all: { title: 'No orders yet', text: 'Order requests from the shop show here, newest first, for you to confirm and ship.' },
  new: { title: 'No new orders', text: 'Every order request has been answered.' },
  confirmed: { title: 'No confirmed orders', text: 'Confirmed orders waiting to ship show here.' },
  shipped: { title: 'No shipped orders', text: 'Orders marked shipped show here.' },
  cancelled: { title: 'No cancelled orders', text: 'Cancelled orders and their notes show here.' },
};

/**
 * Admin Panel → Orders (`?tab=orders`, `&status=`): order requests newest first, filtered by status, each with its
 * customer, address, lines and subtotal, and the moves its status allows (Cancel asks first, with an optional note).
 */
export function OrdersTab() {
  const [params, setParams] = useSearchParams();
  const filter = orderFilterOf(params.get('status'));
  const [paging, setPaging] = useState({ filter, page: 0 });
  const page = paging.filter === filter ? paging.page : 0;
  const variables = { status: filter === 'all' ? null : filter, limit: ADMIN_ORDERS_PAGE_SIZE, offset: page * ADMIN_ORDERS_PAGE_SIZE };
  const { data, previousData, loading, error, refetch } = useScreenQuery('Failed to load orders', AdminOrdersQuery, { variables, fetchPolicy: 'cache-and-network' });
  const { setOrderStatus, pendingId } = useSetOrderStatus();
  const [cancelling, setCancelling] = useState<{ order: AdminOrder; move: OrderMove } | null>(null);

  const shown = data ?? previousData;
  const orders = shown?.orders ?? [];
  const choose = (next: OrderFilter) => setParams(next === 'all' ? { tab: 'orders' } : { tab: 'orders', status: next }, { replace: true });

  const onMove = (order: AdminOrder, move: OrderMove) => {
    if (move.status === 'cancelled') setCancelling({ order, move });
    else void setOrderStatus(order.id, move, order.reference, null);
  };

  const first = page * ADMIN_ORDERS_PAGE_SIZE + 1;
  const last = page * ADMIN_ORDERS_PAGE_SIZE + orders.length;
  const filterLabel = filter === 'all' ? '' : `${STATUS_LABELS[filter].toLowerCase()} `;

  return (
    <Panel aria-labelledby="orders-title">
      <PanelHeader icon={<ShirtIcon />} id="orders-title" title="Order requests" />
      <Toolbar>
        <Filters role="group" aria-label="Show orders">
          {ORDER_FILTERS.map((option) => (
            <FilterButton key={option.key} type="button" aria-pressed={filter === option.key} onClick={() => choose(option.key)}>
              {option.label}
            </FilterButton>
          ))}
        </Filters>
        <PanelTotal role="status" aria-live="polite">
          {loading ? <Spinner aria-hidden="true" /> : null}
          {!shown ? 'Loading orders…' : page === 0 && orders.length < ADMIN_ORDERS_PAGE_SIZE ? `${orders.length} ${filterLabel}${orders.length === 1 ? 'order' : 'orders'}` : null}
        </PanelTotal>
      </Toolbar>
      <QueryState
        loading={loading}
        error={error}
        hasData={Boolean(shown)}
        empty={orders.length === 0}
        loadingLabel=""
        loadingHeight={200}
        failed={{ icon: <AlertIcon />, title: 'Orders could not be loaded' }}
        onRetry={refetch}
        emptyView={{ icon: <CheckCircleIcon />, title: EMPTY[filter].title, text: EMPTY[filter].text }}
      >
        <List aria-label={filter === 'all' ? 'Orders' : `${STATUS_LABELS[filter]} orders`}>
          {orders.map((order) => (
            <OrderCard key={order.id} order={order} busy={pendingId === order.id} onMove={onMove} />
          ))}
        </List>
      </QueryState>
      {page > 0 || orders.length === ADMIN_ORDERS_PAGE_SIZE ? (
        <Pager aria-label="Pages of orders">
          <p aria-live="polite">
            Orders {first}–{last}, newest first
          </p>
          <div>
            <Button type="button" $variant="secondary" disabled={loading || page === 0} onClick={() => setPaging({ filter, page: page - 1 })}>
              <ArrowLeftIcon aria-hidden="true" /> Newer
            </Button>
            <Button
              type="button"
              $variant="secondary"
              disabled={loading || orders.length < ADMIN_ORDERS_PAGE_SIZE}
              onClick={() => setPaging({ filter, page: page + 1 })}
            >
              Older <ArrowRightIcon aria-hidden="true" />
            </Button>
          </div>
        </Pager>
      ) : null}
      {cancelling ? (
        <CancelOrderDialog
          order={cancelling.order}
          busy={pendingId === cancelling.order.id}
          onClose={() => setCancelling(null)}
          onCancelOrder={async (note) => {
            const { order, move } = cancelling;
            if ((await setOrderStatus(order.id, move, order.reference, note === '' ? null : note)).ok) setCancelling(null);
          }}
        />
      ) : null}
    </Panel>
  );
}
