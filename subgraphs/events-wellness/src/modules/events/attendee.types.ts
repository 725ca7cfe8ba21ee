import { Field, Int, ObjectType } from 'type-graphql';
import { User } from '../users/user.type.js';

/** A member who takes part in an event (admin view). */
@ObjectType({ description: 'A member taking part in an event, in join order (admins only)' })
export class EventParticipant {
  @Field(() => User, { description: 'The member (resolved by accounts)' })
  user!: User;

  @Field(() => Int, { description: 'The guests she brings (each takes a place)' })
  guests!: number;

  @Field(() => Date, { description: 'When she took her place (ISO-8601, UTC)' })
  joinedAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When she got her place from the waitlist, if she did' })
  promotedFromWaitlistAt!: Date | null;
}

/** A member waiting for a place (admin view). */
@ObjectType({ description: 'A member waiting for a place, first in line first (admins only)' })
export class EventWaitlistEntry {
  @Field(() => Int, { description: '1 = next to get a place' })
  position!: number;

  @Field(() => User, { description: 'The member (resolved by accounts)' })
  user!: User;

  @Field(() => Int, { description: 'The guests she would bring (she is promoted when her whole party fits)' })
  guests!: number;

  @Field(() => Date, { description: 'When she joined the waitlist (ISO-8601, UTC)' })
  joinedAt!: Date;
}
