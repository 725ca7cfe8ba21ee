import { randomUUID } from 'node:crypto';
import { Entity, Enum, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Float, ID, ObjectType } from 'type-graphql';
import { GoalType } from './goal-type.js';

/** A member's wellness goal (docs/product.md, Entities and fields); only its owner reads or changes it. */
@Entity({ tableName: 'wellness_goals' })
@ObjectType('WellnessGoal', { description: "One of a member's wellness goals (private: only she sees it)" })
export class WellnessGoal {
  [OptionalProps]?: 'currentValue' | 'completed' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  @Field(() => ID, { description: "The goal's id" })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  userId!: string;

  @Enum({ items: () => GoalType, type: 'string' })
  @Field(() => GoalType, { description: 'What the goal measures (its unit follows from it)' })
  goalType!: GoalType;

  @Property({ type: 'number', columnType: 'double precision' })
  @Field(() => Float, { description: "The value to reach, in the goal type's unit (more than 0)" })
  targetValue!: number;

  @Property({ type: 'number', columnType: 'double precision', default: 0 })
  @Field(() => Float, { description: "Progress so far, in the goal type's unit (0 or more)" })
  currentValue: number = 0;

  /** YYYY-MM-DD. */
  @Property({ type: 'string', columnType: 'date' })
  targetDate!: string;

  @Property({ type: 'boolean', default: false })
  @Field(() => Boolean, { description: 'Set by the server once currentValue reaches targetValue' })
  completed: boolean = false;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  @Field(() => Date, { description: 'When she set the goal (ISO-8601, UTC)' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt: Date = new Date();
}
