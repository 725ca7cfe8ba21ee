import { badUserInput, entityQuery, isUuid, type EntityManager } from '@momstride/kit';
import { awardBadges } from '../badges/badge.service.js';
import { BadgeKind, STORYTELLER_POSTS } from '../badges/badge-kind.js';
import { Post, POST_MAX_LENGTH } from './post.entity.js';

export const FEED_MAX_LIMIT = 50;

export const POST_EMPTY_MESSAGE = 'Post content cannot be empty';
export const POST_TOO_LONG_MESSAGE = `Posts can be at most ${POST_MAX_LENGTH} characters`;

/** Trimmed post content, or BAD_USER_INPUT with the product's messages. */
export function normalizePostContent(raw: string): string {
  const content = raw.trim();
  if (content === '') throw badUserInput(POST_EMPTY_MESSAGE, [{ field: 'content', message: POST_EMPTY_MESSAGE }]);
  if ([...content].length > POST_MAX_LENGTH) {
    throw badUserInput(POST_TOO_LONG_MESSAGE, [{ field: 'content', message: POST_TOO_LONG_MESSAGE }]);
  }
  return content;
}

// Newest first, along posts_feed_index and posts_author_feed_index; hidden posts never (docs/product.md, "Reporting and moderation").
const latest = entityQuery(Post, 'where "hidden_at" is null order by "created_at" desc, "id" desc limit $1');
const latestByAuthor = entityQuery(Post, 'where "author_id" = $1 and "hidden_at" is null order by "created_at" desc, "id" desc limit $2');

/** The community feed, newest first. */
export const latestPosts = (em: EntityManager, limit: number): Promise<Post[]> => latest(em, [limit]);

/** One member's posts, newest first (an id that is no uuid has none). */
export const postsBy = async (em: EntityManager, authorId: string, limit: number): Promise<Post[]> =>
  isUuid(authorId) ? latestByAuthor(em, [authorId, limit]) : [];

/** Posts per author (hidden ones not counted), for the given author ids, in one GROUP BY query. */
export async function postCounts(em: EntityManager, authorIds: readonly string[]): Promise<Map<string, number>> {
  if (authorIds.length === 0) return new Map();
  const rows = await em.execute<Array<{ author_id: string; count: string | number }>>(
    `select author_id, count(*) as count from posts where author_id in (${authorIds.map(() => '?').join(', ')}) and hidden_at is null group by author_id`,
    [...authorIds],
  );
  return new Map(rows.map((row) => [row.author_id, Number(row.count)]));
}

/** Creates the post and, in the same transaction, awards the first_post / storyteller milestones. */
export async function createPost(em: EntityManager, authorId: string, rawContent: string): Promise<Post> {
  const content = normalizePostContent(rawContent);
  return em.transactional(async (tx) => {
    const post = tx.create(Post, { authorId, content });
    await tx.flush();
    const count = await tx.count(Post, { authorId });
    const kinds = [BadgeKind.first_post, ...(count >= STORYTELLER_POSTS ? [BadgeKind.storyteller] : [])];
    await awardBadges(tx, authorId, kinds);
    return post;
  });
}
