import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';

/** One issued refresh token (stored as a SHA-256 hash). Rotation chains tokens of one sign-in into a family. */
@Entity({ tableName: 'refresh_tokens' })
export class RefreshToken {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', index: 'refresh_tokens_user_id_index' })
  user!: Ref<User>;

  @Property({ type: 'string', length: 64, unique: 'refresh_tokens_token_hash_unique' })
  tokenHash!: string;

  @Property({ type: 'uuid' })
  @Index({ name: 'refresh_tokens_family_index' })
  family!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  /** Set when the token is rotated; presenting it again afterwards is reuse. */
  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  revokedAt: Date | null = null;
}
