import { randomUUID } from 'node:crypto';
import { Check, Entity, Enum, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Directive, Field, ID, Int, ObjectType } from 'type-graphql';
import { StoryType } from './story-type.js';

export const STORY_TITLE_MAX_LENGTH = 120;
export const STORY_CONTENT_MAX_LENGTH = 5000;

/** A member's success story (docs/product.md, Entities and fields); `author` is resolved by accounts through the gateway. */
@Entity({ tableName: 'success_stories' })
@Index({ name: 'success_stories_newest_index', expression: 'create index "success_stories_newest_index" on "success_stories" ("created_at" desc, "id" desc)' })
@Index({
  name: 'success_stories_featured_index',
  expression: 'create index "success_stories_featured_index" on "success_stories" ("created_at" desc, "id" desc) where "is_featured"',
})
@Index({ name: 'success_stories_author_index', properties: ['authorId'] })
@Check({ name: 'success_stories_title_check', expression: `char_length(title) between 1 and ${STORY_TITLE_MAX_LENGTH}` })
@Check({ name: 'success_stories_content_check', expression: `char_length(story_content) between 1 and ${STORY_CONTENT_MAX_LENGTH}` })
@Check({ name: 'success_stories_likes_check', expression: 'likes_count >= 0' })
@ObjectType('SuccessStory', { description: "A member's success story" })
@Directive('@key(fields: "id")')
export class SuccessStory {
  [OptionalProps]?: 'likesCount' | 'isFeatured' | 'createdAt' | 'hiddenAt';

  @PrimaryKey({ type: 'uuid' })
  @Field(() => ID, { description: "The story's id" })
  id: string = randomUUID();

  /** Who shared it (a user id of accounts). */
  @Property({ type: 'uuid' })
  authorId!: string;

  @Property({ type: 'text' })
  @Field(() => String, { description: "The story's title" })
  title!: string;

  @Enum({ items: () => StoryType, type: 'string' })
  @Field(() => StoryType, { description: 'What the story is about' })
  storyType!: StoryType;

  @Property({ type: 'text' })
  @Field(() => String, { description: 'The story itself' })
  storyContent!: string;

  /** Kept in the transaction of every like and unlike (`likes_count ± 1`, so simultaneous likes add up). */
  @Property({ type: 'integer', default: 0 })
  @Field(() => Int, { description: 'How many members liked it' })
  likesCount: number = 0;

  @Property({ type: 'boolean', default: false })
  @Field(() => Boolean, { description: 'Chosen by an admin for the featured stories' })
  isFeatured: boolean = false;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  @Field(() => Date, { description: 'When it was shared (ISO-8601, UTC)' })
  createdAt: Date = new Date();

  /** When an admin hid it (moderation); hidden stories reach no member through any read. */
  @Property({ type: 'datetime', nullable: true })
  hiddenAt: Date | null = null;
}
