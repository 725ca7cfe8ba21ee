import { Field, InputType, Int } from 'type-graphql';

/** An event as an admin creates or edits it (spec §5 rules checked by the server, event-admin.service.ts). */
@InputType('EventInput')
export class EventInput {
  @Field(() => String)
  title!: string;

  @Field(() => String)
  description!: string;

  @Field(() => Date, { description: 'When the event starts; not in the past' })
  eventDate!: Date;

  @Field(() => Int, { description: 'At least 1' })
  durationMinutes!: number;

  @Field(() => String, { nullable: true })
  location?: string | null;

  @Field(() => Int, { nullable: true, description: 'At least 1; null or absent means unlimited' })
  maxParticipants?: number | null;
}
