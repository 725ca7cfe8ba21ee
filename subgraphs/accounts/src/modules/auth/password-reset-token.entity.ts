import { randomUUID } from 'node:crypto';
import { Entity, ManyToOne, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';

/** A single-use password reset token (stored as a SHA-256 hash), valid for one hour. */
@Entity({ tableName: 'password_reset_tokens' })
export class PasswordResetToken {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', index: 'password_reset_tokens_user_id_index' })
  user!: Ref<User>;

  @Property({ type: 'string', length: 64, unique: 'password_reset_tokens_token_hash_unique' })
  tokenHash!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;
}
