import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * Users deleted in accounts (from `user.deleted`). Events travel on separate queues and may arrive late or
 * twice, so a `user.registered` or `user.followed` that shows up after the deletion must not bring her back.
 */
@Entity({ tableName: 'removed_users' })
export class RemovedUser {
  [OptionalProps]?: 'removedAt';

  @PrimaryKey({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  removedAt: Date = new Date();
}
