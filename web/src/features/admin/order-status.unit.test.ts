import { describe, expect, it } from 'vitest';
import { nextMoves, orderFilterOf } from './order-status';

describe('order status moves in the Orders tab', () => {
  it('new → Confirm / Cancel; confirmed → Mark shipped / Cancel; shipped and cancelled are done', () => {
    expect(nextMoves('new').map((move) => [move.label, move.status])).toEqual([
      ['Confirm', 'confirmed'],
      ['Cancel', 'cancelled'],
    ]);
    expect(nextMoves('confirmed').map((move) => [move.label, move.status])).toEqual([
      ['Mark shipped', 'shipped'],
      ['Cancel', 'cancelled'],
    ]);
    expect(nextMoves('shipped')).toEqual([]);
    expect(nextMoves('cancelled')).toEqual([]);
  });

  it('the filter comes from ?status=, anything unknown is All', () => {
    expect(orderFilterOf('shipped')).toBe('shipped');
    expect(orderFilterOf(null)).toBe('all');
    expect(orderFilterOf('lost')).toBe('all');
  });
});
