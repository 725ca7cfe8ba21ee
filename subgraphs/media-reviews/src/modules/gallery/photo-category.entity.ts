import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';

/** A gallery category (docs/product.md, Entities and fields: Photo category), seeded; `community` is the default of an upload. */
@Entity({ tableName: 'photo_categories' })
@ObjectType('PhotoCategory', { description: 'A category of the photo gallery' })
export class PhotoCategory {
  @PrimaryKey({ type: 'text' })
  @Field(() => ID, { description: 'A slug: "community", "walks"…' })
  id!: string;

  @Property({ type: 'text' })
  @Field(() => String, { description: "The category's display name" })
  name!: string;

  @Property({ type: 'text' })
  @Field(() => String, { description: 'An emoji shown with the name' })
  icon!: string;

  @Property({ type: 'text' })
  @Field(() => String, { description: 'What photos belong in it' })
  description!: string;

  /** The gallery's tab order. */
  @Property({ type: 'integer', default: 0 })
  position: number = 0;
}
