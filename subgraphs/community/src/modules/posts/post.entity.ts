import { randomUUID } from 'node:crypto';
import { Check, Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Directive, Field, ID, Int, ObjectType } from 'type-graphql';

export const POST_MAX_LENGTH = 2000;

/** A short update a member shares with the community; `author` is resolved by accounts through the gateway. */
@Entity({ tableName: 'posts' })
@Index({ name: 'posts_feed_index', expression: 'create index "posts_feed_index" on "posts" ("created_at" desc, "id" desc)' })
@Index({
  name: 'posts_author_feed_index',
  expression: 'create index "posts_author_feed_index" on "posts" ("author_id", "created_at" desc, "id" desc)',
})
@Check({ name: 'posts_content_length_check', expression: `char_length(content) >= 1 and char_length(content) <= ${POST_MAX_LENGTH}` })
@ObjectType('Post', { description: "A member's post on the community feed" })
@Directive('@key(fields: "id")')
export class Post {
  [OptionalProps]?: 'likesCount' | 'commentsCount' | 'createdAt' | 'hiddenAt';

  @PrimaryKey({ type: 'uuid' })
  @Field(() => ID, { description: "The post's id (a UUID)" })
  id: string = randomUUID();

  /** The member who wrote it (a user id of accounts; no foreign key across databases). */
  @Property({ type: 'uuid' })
  authorId!: string;

  @Property({ type: 'text' })
  @Field(() => String, { description: "The post's text, as written (plain text, trimmed)" })
  content!: string;

  @Property({ type: 'integer', default: 0 })
  @Field(() => Int, { description: 'How many likes it has (posts have no likes yet: 0)' })
  likesCount: number = 0;

  @Property({ type: 'integer', default: 0 })
  @Field(() => Int, { description: 'How many comments it has (posts have no comments yet: 0)' })
  commentsCount: number = 0;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  @Field(() => Date, { description: 'When it was posted (ISO-8601, UTC)' })
  createdAt: Date = new Date();

  /** When an admin hid it (moderation); hidden posts reach no member through any read. */
  @Property({ type: 'datetime', nullable: true })
  hiddenAt: Date | null = null;
}
