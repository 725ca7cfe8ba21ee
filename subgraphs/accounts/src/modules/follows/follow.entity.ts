import { Entity, Index, ManyToOne, PrimaryKeyProp, Property, type Ref } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';

/**
 * One edge of the follow graph: `follower` follows `followee`. The pair is the primary key (so a
 * follow exists at most once); `users.followers_count` / `following_count` count these rows and are
 * only ever changed in the same transaction as the row (see follow.service.ts).
 */
@Entity({ tableName: 'follows' })
@Index({ name: 'follows_followee_id_created_at_index', properties: ['followee', 'createdAt'] })
@Index({ name: 'follows_follower_id_created_at_index', properties: ['follower', 'createdAt'] })
export class Follow {
  [PrimaryKeyProp]?: ['follower', 'followee'];

  @ManyToOne(() => User, { primary: true, ref: true, deleteRule: 'cascade', fieldName: 'follower_id' })
  follower!: Ref<User>;

  @ManyToOne(() => User, { primary: true, ref: true, deleteRule: 'cascade', fieldName: 'followee_id' })
  followee!: Ref<User>;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
