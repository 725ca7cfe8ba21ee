import { EVENT_DESCRIPTION, EVENT_ID_DESCRIPTION } from '@momstride/kit';
import { Directive, Field, ID, ObjectType } from 'type-graphql';

/** The `Event` entity as media-reviews contributes to it (its rating); events-wellness owns every other field. */
@ObjectType('Event', { description: EVENT_DESCRIPTION })
@Directive('@key(fields: "id")')
export class Event {
  @Field(() => ID, { description: EVENT_ID_DESCRIPTION })
  id!: string;
}
