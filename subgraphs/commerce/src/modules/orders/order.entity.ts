import { Entity, Enum, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { dollarsOf } from '../catalogue/money.js';
import { OrderStatus } from './order-status.js';

/** An order request taken at checkout (the shop asks for payment by e-mail). Indexes: Migration20261228090000. */
@Entity({ tableName: 'orders' })
@ObjectType('Order', { description: 'An order request taken at checkout' })
export class Order {
  [OptionalProps]?: 'number' | 'status' | 'idempotencyKey' | 'phone' | 'address2' | 'note' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  @Field(() => ID, { description: "The order's id (a UUID)" })
  id!: string;

  @Property({ type: 'integer' })
  @Field(() => Int, { description: 'What people quote: 1001, 1002…' })
  number!: number;

  @Enum({ items: () => OrderStatus, type: 'string' })
  @Field(() => OrderStatus, { description: 'Where the order stands: new → confirmed → shipped, or cancelled' })
  status!: OrderStatus;

  @Property({ type: 'text' })
  sessionId!: string;

  @Property({ type: 'text', nullable: true })
  idempotencyKey: string | null = null;

  @Property({ type: 'text' })
  @Field(() => String, { description: "Shopper's first name" })
  firstName!: string;

  @Property({ type: 'text' })
  @Field(() => String, { description: "Shopper's last name" })
  lastName!: string;

  @Property({ type: 'text' })
  @Field(() => String, { description: "Shopper's e-mail address (the confirmation went there)" })
  email!: string;

  @Property({ type: 'text', default: '' })
  @Field(() => String, { description: "Shopper's phone number; empty when not given" })
  phone: string = '';

  @Property({ type: 'text' })
  @Field(() => String, { description: 'Shipping address, first line' })
  address1!: string;

  @Property({ type: 'text', default: '' })
  @Field(() => String, { description: 'Shipping address, second line; empty when not given' })
  address2: string = '';

  @Property({ type: 'text' })
  @Field(() => String, { description: 'Shipping city' })
  city!: string;

  @Property({ type: 'text' })
  @Field(() => String, { description: 'State or province' })
  region!: string;

  @Property({ type: 'text' })
  @Field(() => String, { description: 'ZIP or postal code' })
  zip!: string;

  @Property({ type: 'text' })
  @Field(() => String, { description: 'US or CA' })
  country!: string;

  @Property({ type: 'integer' })
  @Field(() => Int, { description: 'Σ line totals, in US cents' })
  subtotalCents!: number;

  @Property({ type: 'text', default: '' })
  @Field(() => String, { description: "The shop's note (e.g. why it was cancelled)" })
  note: string = '';

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  @Field(() => Date, { description: 'When the order was placed (ISO-8601, UTC)' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  @Field(() => Date, { description: 'When its status or note last changed (ISO-8601, UTC)' })
  updatedAt: Date = new Date();

  @Field(() => String, { description: 'e.g. "MS-1001"' })
  get reference(): string {
    return `MS-${this.number}`;
  }

  @Field(() => Float, { description: 'US dollars' })
  get subtotal(): number {
    return dollarsOf(this.subtotalCents);
  }
}
