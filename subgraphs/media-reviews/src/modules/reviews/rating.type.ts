import { Field, Float, Int, ObjectType } from 'type-graphql';

@ObjectType('ReviewRating', { description: 'How members rate an event or a member' })
export class ReviewRating {
  @Field(() => Float, { nullable: true, description: 'The average of the ratings (one decimal); null without reviews' })
  average!: number | null;

  @Field(() => Int, { description: 'How many reviews' })
  count!: number;
}
