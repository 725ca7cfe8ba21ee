import { randomUUID } from 'node:crypto';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * "Every access token of this user issued before `revokedAt` is void" (deletion, role change, password
 * reset). No foreign key: the row must outlive a deleted user. The gateway polls these.
 */
@Entity({ tableName: 'session_revocations' })
export class SessionRevocation {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  @Index({ name: 'session_revocations_user_id_index' })
  userId!: string;

  @Property({ type: 'datetime', defaultRaw: 'clock_timestamp()' })
  @Index({ name: 'session_revocations_revoked_at_index' })
  revokedAt: Date = new Date();
}
