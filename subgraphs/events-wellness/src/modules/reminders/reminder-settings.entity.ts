import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';

/** Which walk reminders a member wants (docs/product.md, "Walk reminders"); no row means both. */
@Entity({ tableName: 'reminder_settings' })
@ObjectType('ReminderSettings', { description: 'Which reminders the viewer gets before a walk she joined (both when she never chose)' })
export class ReminderSettings {
  [OptionalProps]?: 'dayBefore' | 'hourBefore' | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'boolean', default: true })
  @Field(() => Boolean, { description: 'A reminder 24 hours before the walk starts' })
  dayBefore: boolean = true;

  @Property({ type: 'boolean', default: true })
  @Field(() => Boolean, { description: 'A reminder 1 hour before the walk starts' })
  hourBefore: boolean = true;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt: Date = new Date();
}
