import { randomUUID } from 'node:crypto';
import { Entity, Enum, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Directive, Field, ID, Int, ObjectType } from 'type-graphql';
import { PhotoStatus } from './photo-status.js';

/** A photo of the gallery (docs/product.md, Entities and fields: Photo). Indexes and checks: Migration20261227090000. */
@Entity({ tableName: 'photos' })
@ObjectType('Photo', { description: "A member's photo in the gallery" })
@Directive('@key(fields: "id")')
export class Photo {
  [OptionalProps]?: 'description' | 'sourceUrl' | 'problem' | 'imageUrl' | 'thumbnailUrl' | 'width' | 'height' | 'likesCount' | 'createdAt' | 'hiddenAt';

  @PrimaryKey({ type: 'uuid' })
  @Field(() => ID, { description: "The photo's id (a UUID)" })
  id: string = randomUUID();

  /** Who shared it (a user id of accounts). */
  @Property({ type: 'uuid' })
  uploaderId!: string;

  @Property({ type: 'text' })
  @Field(() => String, { description: "The photo's title" })
  title!: string;

  @Property({ type: 'text', default: '' })
  @Field(() => String, { description: 'Empty when she gave none' })
  description: string = '';

  @Property({ type: 'text' })
  @Field(() => String, { description: 'The id of its PhotoCategory ("community" unless she chose another)' })
  category!: string;

  @Enum({ items: () => PhotoStatus, type: 'string' })
  @Field(() => PhotoStatus, { description: 'Where its image stands: pending, ready or unavailable' })
  status!: PhotoStatus;

  /** The URL the member gave (never shown as the image: the copy is). Null for uploaded files. */
  @Property({ type: 'text', nullable: true })
  sourceUrl: string | null = null;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, {
    nullable: true,
    description:
      'Why the image is unavailable (unavailable photos only): unavailable (the link could not be fetched: not an https address on the public internet, not found, too slow, too large, an error answer — the detail stays in our logs), unsupported_type, undecodable or too_many_pixels (what came back is not an image we take)',
  })
  problem: string | null = null;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: 'Our own copy (largest edge at most 1600 px); null unless ready' })
  imageUrl: string | null = null;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: 'A small copy for grids (at most 480 px); null unless ready' })
  thumbnailUrl: string | null = null;

  @Property({ type: 'integer', nullable: true })
  @Field(() => Int, { nullable: true, description: 'Of imageUrl, in pixels; null unless ready' })
  width: number | null = null;

  @Property({ type: 'integer', nullable: true })
  @Field(() => Int, { nullable: true, description: 'Of imageUrl, in pixels; null unless ready' })
  height: number | null = null;

  /** Kept in the transaction of every like and unlike. */
  @Property({ type: 'integer', default: 0 })
  @Field(() => Int, { description: 'How many members liked it' })
  likesCount: number = 0;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  @Field(() => Date, { description: 'When it was shared (ISO-8601, UTC)' })
  createdAt: Date = new Date();

  /** When an admin hid it (moderation); hidden photos reach no member through any read. */
  @Property({ type: 'datetime', nullable: true })
  hiddenAt: Date | null = null;
}
