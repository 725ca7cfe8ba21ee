import { badUserInput, characterCount, entityQuery, forbidden, isUuid, notFound, toggleRow, toSnapshots, type EntityManager, type FieldError, type Page } from '@momstride/kit';
import { STORY_CONTENT_MAX_LENGTH, STORY_TITLE_MAX_LENGTH, SuccessStory } from './story.entity.js';
import type { StoryType } from './story-type.js';

export const STORY_NOT_FOUND = 'Story not found';
export const TITLE_REQUIRED = 'Title is required';
export const CONTENT_REQUIRED = 'Story is required';
export const TITLE_TOO_LONG = `Title can be at most ${STORY_TITLE_MAX_LENGTH} characters`;
export const CONTENT_TOO_LONG = `Story can be at most ${STORY_CONTENT_MAX_LENGTH} characters`;
export const NOT_YOUR_STORY = 'Only the author or an admin can delete this story';

/** Page size of the stories list: the default and the most one request gets. */
export const STORIES_DEFAULT_LIMIT = 20;
export const STORIES_MAX_LIMIT = 50;

const newest = entityQuery(SuccessStory, 'where hidden_at is null order by created_at desc, id desc limit $1 offset $2');
const newestFeatured = entityQuery(SuccessStory, 'where is_featured and hidden_at is null order by created_at desc, id desc limit $1 offset $2');

/** Stories newest first (only featured ones with `featuredOnly`), along their indexes; hidden ones never. */
export const listStories = (em: EntityManager, featuredOnly: boolean, page: Page): Promise<SuccessStory[]> =>
  (featuredOnly ? newestFeatured : newest)(em, [page.limit, page.offset]);

/** One story; NOT_FOUND for an unknown or malformed id, or a hidden story. */
export async function storyById(em: EntityManager, id: string): Promise<SuccessStory> {
  const story = isUuid(id) ? await em.findOne(SuccessStory, { id, hiddenAt: null }) : null;
  if (!story) throw notFound(STORY_NOT_FOUND);
  return story;
}

/** A member shares a story: title and story required (trimmed) and bounded; every problem reported at once. */
export async function createStory(
  em: EntityManager,
  authorId: string,
  input: { title: string; storyType: StoryType; storyContent: string },
): Promise<SuccessStory> {
  const title = (input.title ?? '').trim();
  const storyContent = (input.storyContent ?? '').trim();
  const fields: FieldError[] = [];
  if (title === '') fields.push({ field: 'title', message: TITLE_REQUIRED });
  else if (characterCount(title) > STORY_TITLE_MAX_LENGTH) fields.push({ field: 'title', message: TITLE_TOO_LONG });
  if (storyContent === '') fields.push({ field: 'storyContent', message: CONTENT_REQUIRED });
  else if (characterCount(storyContent) > STORY_CONTENT_MAX_LENGTH) fields.push({ field: 'storyContent', message: CONTENT_TOO_LONG });
  if (fields.length > 0) throw badUserInput(fields[0]!.message, fields);
  const story = em.create(SuccessStory, { authorId, title, storyType: input.storyType, storyContent });
  await em.persistAndFlush(story);
  return story;
}

/** Features or unfeatures a story (admins; the caller checked the role). */
export async function featureStory(em: EntityManager, id: string, featured: boolean): Promise<SuccessStory> {
  if (!isUuid(id)) throw notFound(STORY_NOT_FOUND);
  const rows = await em.execute<Array<Record<string, unknown>>>('update success_stories set is_featured = ? where id = ? and hidden_at is null returning *', [featured, id]);
  const [story] = toSnapshots(em, SuccessStory, rows);
  if (!story) throw notFound(STORY_NOT_FOUND);
  return story;
}

/** Deletes a story: its author or an admin (its likes go with it). */
export async function deleteStory(em: EntityManager, viewer: { userId: string; isAdmin: boolean }, id: string): Promise<void> {
  const story = await storyById(em, id);
  if (story.authorId !== viewer.userId && !viewer.isAdmin) throw forbidden(NOT_YOUR_STORY);
  await em.execute('delete from success_stories where id = ?', [story.id], 'run');
}

/**
 * Likes the story, or takes her like back when she had liked it (the kit's toggleRow), and `likes_count` moves by one
 * in the same transaction, so simultaneous likes by many members add up exactly. Returns whether she likes it now
 * and the story.
 */
export function toggleStoryLike(em: EntityManager, userId: string, id: string): Promise<{ liked: boolean; story: SuccessStory }> {
  if (!isUuid(id)) throw notFound(STORY_NOT_FOUND);
  return em.transactional(async (tem) => {
    const liked = await toggleRow(
      tem,
      {
        insert: ['insert into story_likes (story_id, user_id) select id, ? from success_stories where id = ? and hidden_at is null on conflict do nothing returning story_id', [userId, id]],
        remove: ['delete from story_likes where story_id = ? and user_id = ? returning story_id', [id, userId]],
        exists: ['select 1 from success_stories where id = ? and hidden_at is null', [id]],
      },
      () => notFound(STORY_NOT_FOUND),
    );
    const rows = await tem.execute<Array<Record<string, unknown>>>(
      'update success_stories set likes_count = likes_count + ? where id = ? and hidden_at is null returning *',
      [liked ? 1 : -1, id],
    );
    const [story] = toSnapshots(tem, SuccessStory, rows);
    if (!story) throw notFound(STORY_NOT_FOUND);
    return { liked, story };
  });
}

/** Which of `storyIds` the member likes, in one query. */
export async function likedStoryIds(em: EntityManager, userId: string, storyIds: readonly string[]): Promise<Set<string>> {
  const ids = storyIds.filter(isUuid);
  if (ids.length === 0) return new Set();
  const rows = await em.execute<Array<{ story_id: string }>>('select story_id from story_likes where user_id = ? and story_id = any(array[?]::uuid[])', [userId, ids]);
  return new Set(rows.map((row) => row.story_id));
}
