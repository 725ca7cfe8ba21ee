import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * The members messaging knows: filled by accounts' `user.registered` events, the demo seed, and each member who
 * sends or blocks (the gateway vouches for her); removed by `user.deleted`. Messages go only to members listed here.
 */
@Entity({ tableName: 'members' })
export class Member {
  [OptionalProps]?: 'joinedAt';

  @PrimaryKey({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  joinedAt: Date = new Date();
}
