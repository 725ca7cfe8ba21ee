import { boundedLimitDescription, boundedPage, OFFSET_DESCRIPTION, requireAdmin } from '@momstride/kit';
import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { CommerceContext } from '../../context.js';
import { Order } from './order.entity.js';
import { OrderLine } from './order-line.type.js';
import { listOrders, orderById, ORDERS_DEFAULT_LIMIT, ORDERS_MAX_LIMIT, setOrderStatus } from './order.service.js';
import { OrderStatus } from './order-status.js';

/** Order requests: admins only (FORBIDDEN for members, UNAUTHENTICATED for visitors). */
@Resolver(() => Order)
export class OrderResolver {
  @Query(() => [Order], { description: `Order requests newest first, of one status when given (admins); at most ${ORDERS_MAX_LIMIT} per page` })
  async orders(
    @Arg('status', () => OrderStatus, { nullable: true, description: 'Only orders in this status; null for all' }) status: OrderStatus | null | undefined,
    @Arg('limit', () => Int, { defaultValue: ORDERS_DEFAULT_LIMIT, description: boundedLimitDescription(ORDERS_MAX_LIMIT) }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0, description: OFFSET_DESCRIPTION }) offset: number,
    @Ctx() ctx: CommerceContext,
  ): Promise<Order[]> {
    requireAdmin(ctx);
    return listOrders(ctx.em, status ?? null, boundedPage(limit, offset, ORDERS_MAX_LIMIT));
  }

  @Query(() => Order, { description: 'One order request (admins); NOT_FOUND "Order not found"' })
  async order(@Arg('id', () => ID, { description: "The order's id" }) id: string, @Ctx() ctx: CommerceContext): Promise<Order> {
    requireAdmin(ctx);
    return orderById(ctx.em, id);
  }

  @Mutation(() => Order, { description: 'new → confirmed → shipped, or cancelled before it ships (admins); CONFLICT for any other move' })
  async setOrderStatus(
    @Arg('id', () => ID, { description: "The order's id" }) id: string,
    @Arg('status', () => OrderStatus, { description: 'The new status; only the next steps are allowed (new → confirmed or cancelled, confirmed → shipped or cancelled), anything else is BAD_USER_INPUT' }) status: OrderStatus,
    @Arg('note', () => String, { nullable: true, description: "Replaces the shop's note when given" }) note: string | null | undefined,
    @Ctx() ctx: CommerceContext,
  ): Promise<Order> {
    requireAdmin(ctx);
    return setOrderStatus(ctx.em, id, status, note ?? null);
  }

  @FieldResolver(() => [OrderLine], { description: 'Its lines in checkout order (N orders, one query)' })
  lines(@Root() order: Order, @Ctx() ctx: CommerceContext): Promise<OrderLine[]> {
    return ctx.loaders.linesOfOrder.load(order.id);
  }
}
