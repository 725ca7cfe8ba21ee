import { Field, InputType } from 'type-graphql';
import { PHOTO_DESCRIPTION_MAX_LENGTH, PHOTO_TITLE_MAX_LENGTH, PHOTO_URL_MAX_LENGTH } from '@momstride/contracts/rules';

/** A photo shared by its URL (checked by photo-rules.ts, docs/product.md, Validation rules). */
@InputType('PhotoInput', { description: 'A photo shared by its URL; the image is copied in the background' })
export class PhotoInput {
  @Field(() => String, { description: `Required, at most ${PHOTO_TITLE_MAX_LENGTH} characters` })
  title!: string;

  @Field(() => String, { nullable: true, description: `Optional, at most ${PHOTO_DESCRIPTION_MAX_LENGTH} characters` })
  description?: string | null;

  @Field(() => String, { nullable: true, description: 'A PhotoCategory id; "community" when not given' })
  category?: string | null;

  @Field(() => String, { description: `Required: an http(s) URL of at most ${PHOTO_URL_MAX_LENGTH} characters` })
  imageUrl!: string;
}
