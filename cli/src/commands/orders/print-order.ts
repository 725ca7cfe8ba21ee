import type { OrderDetailFragment } from '../../gql/graphql.js';
import type { CommandContext } from '../../services/context.js';
import { usd } from '../usd.js';
import { formatOrderDetail, itemCount, lineText, orderDetailFields, orderTitle, statusColor } from './order-format.js';

/** One order as JSON, an Ink view on a terminal, or plain text. */
export async function printOrder(ctx: CommandContext, order: OrderDetailFragment): Promise<void> {
  await ctx.out.show({
    json: () => order,
    plain: () => formatOrderDetail(order),
    rich: async () => {
      const [{ createElement }, { OrderDetailView }] = await Promise.all([import('react'), import('../../ui/order-detail-view.js')]);
      return createElement(OrderDetailView, {
        title: orderTitle(order),
        fields: orderDetailFields(order),
        statusColor: statusColor(order.status),
        itemsLabel: `Items (${itemCount(order)})`,
        lines: order.lines.map(lineText),
        subtotal: usd(order.subtotalCents),
      });
    },
  });
}
