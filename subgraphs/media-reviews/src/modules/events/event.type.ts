import { Directive, Field, ID, ObjectType } from 'type-graphql';

/** The `Event` entity as media-reviews contributes to it (its rating); events-wellness owns every other field. */
@ObjectType('Event')
@Directive('@key(fields: "id")')
export class Event {
  @Field(() => ID)
  id!: string;
}
