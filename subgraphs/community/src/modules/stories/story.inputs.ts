import { Field, InputType } from 'type-graphql';
import { STORY_CONTENT_MAX_LENGTH, STORY_TITLE_MAX_LENGTH } from './story.entity.js';
import { StoryType } from './story-type.js';

/** A story as a member shares it (trimmed; checked by story.service.ts). */
@InputType('SuccessStoryInput', { description: 'A success story as a member shares it' })
export class SuccessStoryInput {
  @Field(() => String, { description: `Required, at most ${STORY_TITLE_MAX_LENGTH} characters` })
  title!: string;

  @Field(() => StoryType, { description: 'What the story is about' })
  storyType!: StoryType;

  @Field(() => String, { description: `Required, at most ${STORY_CONTENT_MAX_LENGTH} characters` })
  storyContent!: string;
}
