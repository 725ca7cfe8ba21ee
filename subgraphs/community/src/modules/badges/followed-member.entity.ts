import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * Follows community has seen (from `user.followed` events): one row per member a follower ever followed,
 * so redelivered events count once. Drives the first_follow and connector badges.
 */
@Entity({ tableName: 'followed_members' })
@Index({ name: 'followed_members_followee_id_index', properties: ['followeeId'] })
export class FollowedMember {
  [OptionalProps]?: 'firstFollowedAt';

  @PrimaryKey({ type: 'uuid' })
  followerId!: string;

  @PrimaryKey({ type: 'uuid' })
  followeeId!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  firstFollowedAt: Date = new Date();
}
