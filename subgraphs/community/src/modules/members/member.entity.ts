import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** Community's projection of the member list (filled by `user.registered` events and the demo seed). */
@Entity({ tableName: 'members' })
@Index({ name: 'members_joined_at_index', expression: 'create index "members_joined_at_index" on "members" ("joined_at" desc, "user_id")' })
@Index({
  name: 'members_featured_order_index',
  expression:
    'create index "members_featured_order_index" on "members" ("is_featured" desc, ("posts_count" + "endorsements_count") desc, "joined_at" desc, "user_id")',
})
export class Member {
  [OptionalProps]?: 'joinedAt' | 'isFeatured' | 'postsCount' | 'endorsementsCount';

  @PrimaryKey({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  joinedAt: Date = new Date();

  /** Chosen by the community team for the Featured Members tab. */
  @Property({ type: 'boolean', default: false })
  isFeatured: boolean = false;

  /**
   * Posts she wrote and endorsements she received: counters for the Featured Members order, kept by database
   * triggers in the transaction of every insert or delete on posts / endorsements (`set n = n + k`, so concurrent
   * writes add up), and counted afresh when the member row itself is inserted (migration Migration20261207140000).
   */
  @Property({ type: 'integer', default: 0 })
  postsCount: number = 0;

  @Property({ type: 'integer', default: 0 })
  endorsementsCount: number = 0;
}
