import { z } from 'zod';
import { StoryType, type RestStoryFragment } from '../gql/graphql.js';
import { dateTime } from '../reply-fields.js';

/**
 * A success story in the REST JSON (docs/product.md, Entities and fields: id, title, author_name, author_business, story_type,
 * story_content, likes_count, created_at) plus, beyond it, the author's id, whether it is featured and whether the
 * viewer likes it.
 */
export const storyJson = z
  .object({
    id: z.guid(),
    title: z.string(),
    author_id: z.guid(),
    author_name: z.string(),
    author_business: z.string().nullable(),
    story_type: z.enum(StoryType),
    story_content: z.string(),
    likes_count: z.number().int(),
    is_featured: z.boolean(),
    is_liked: z.boolean(),
    created_at: dateTime,
  })
  .meta({ id: 'SuccessStory' });

export const toStoryJson = (story: RestStoryFragment): z.input<typeof storyJson> => ({
  id: story.id,
  title: story.title,
  author_id: story.author.id,
  author_name: `${story.author.firstName} ${story.author.lastName}`,
  author_business: story.author.businessName,
  story_type: story.storyType,
  story_content: story.storyContent,
  likes_count: story.likesCount,
  is_featured: story.isFeatured,
  is_liked: story.likedByMe,
  created_at: story.createdAt,
});
