import { Field, InputType, Int } from 'type-graphql';
import { RepeatInput } from '../series/series.inputs.js';
import { GUEST_LIMIT_MAX } from './guests.js';
import { EVENT_DESCRIPTION_MAX_LENGTH, EVENT_LOCATION_MAX_LENGTH, EVENT_TITLE_MAX_LENGTH } from './event.entity.js';

/** An event as an admin creates or edits it (docs/product.md, Validation rules checked by the server, event-admin.service.ts). */
@InputType('EventInput', { description: "An event's details, as admins create or edit it" })
export class EventInput {
  @Field(() => String, { description: `The title (required, trimmed, at most ${EVENT_TITLE_MAX_LENGTH} characters)` })
  title!: string;

  @Field(() => String, { description: `What the walk is, as plain text (required, at most ${EVENT_DESCRIPTION_MAX_LENGTH} characters)` })
  description!: string;

  @Field(() => Date, { description: 'When the event starts; not in the past' })
  eventDate!: Date;

  @Field(() => Int, { description: 'At least 1' })
  durationMinutes!: number;

  @Field(() => String, { nullable: true, description: `Where to meet (at most ${EVENT_LOCATION_MAX_LENGTH} characters); null or empty when not given` })
  location?: string | null;

  @Field(() => Int, { nullable: true, description: 'At least 1; null or absent means unlimited' })
  maxParticipants?: number | null;

  @Field(() => Int, { nullable: true, description: `How many guests one member may bring, 0..${GUEST_LIMIT_MAX}; null or absent means 0 (no guests)` })
  guestLimit?: number | null;

  @Field(() => RepeatInput, {
    nullable: true,
    description: 'Creating only: the walk repeats (its first date is eventDate); every date is its own event of one series. Ignored when editing',
  })
  repeat?: RepeatInput | null;
}
