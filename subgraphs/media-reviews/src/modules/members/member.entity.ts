import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * The members media-reviews knows: filled by accounts' `user.registered` events, the demo seed, and each member who
 * reviews (the gateway vouches for her); removed by `user.deleted`. Member reviews may only name members listed here.
 */
@Entity({ tableName: 'members' })
export class Member {
  [OptionalProps]?: 'joinedAt';

  @PrimaryKey({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  joinedAt: Date = new Date();
}
