import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** Community's projection of the member list (filled by `user.registered` events and the demo seed). */
@Entity({ tableName: 'members' })
@Index({ name: 'members_joined_at_index', expression: 'create index "members_joined_at_index" on "members" ("joined_at" desc, "user_id")' })
export class Member {
  [OptionalProps]?: 'joinedAt' | 'isFeatured';

  @PrimaryKey({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  joinedAt: Date = new Date();

  /** Chosen by the community team for the Featured Members tab. */
  @Property({ type: 'boolean', default: false })
  isFeatured: boolean = false;
}
