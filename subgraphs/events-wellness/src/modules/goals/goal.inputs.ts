import { Field, Float, InputType, ObjectType, Int } from 'type-graphql';
import { GoalType } from './goal-type.js';

/** A new wellness goal. goalType is one of GoalType's values, checked by the server (docs/product.md, Validation rules). */
@InputType('WellnessGoalInput', { description: 'A new wellness goal' })
export class WellnessGoalInput {
  @Field(() => String, { description: 'steps, distance, events, weight or meditation' })
  goalType!: string;

  @Field(() => Float, { description: 'Greater than 0' })
  targetValue!: number;

  @Field(() => String, { description: 'YYYY-MM-DD, not before today' })
  targetDate!: string;
}

/** A member's goals at a glance (the Wellness page's summary cards and the dashboard's Wellness Progress). */
@ObjectType('WellnessSummary', { description: "A member's goals in figures (her own only)" })
export class WellnessSummary {
  @Field(() => Int, { description: 'How many goals she has' })
  totalGoals!: number;

  @Field(() => Int, { description: 'How many of them reached their target' })
  completedGoals!: number;

  @Field(() => Int, { description: 'Percent of goals completed (0 with no goals)' })
  overallProgress!: number;

  @Field(() => Int, { description: 'Average progress of the goals, each capped at 100 percent (0 with no goals)' })
  averageProgress!: number;
}

/** One goal type as a form offers it: its label and unit (docs/product.md, Business constants and limits). */
@ObjectType('GoalTypeOption', { description: 'A goal type the Add New Goal form offers, with its label and unit' })
export class GoalTypeOption {
  @Field(() => GoalType, { description: 'The goal type' })
  goalType!: GoalType;

  @Field(() => String, { description: 'e.g. Daily Steps' })
  label!: string;

  @Field(() => String, { description: 'e.g. steps' })
  unit!: string;
}
