import {
  addMember,
  badUserInput,
  characterCount,
  conflict,
  forbidden,
  isKnownEvent,
  isMember,
  isUuid,
  markedEntityQuery,
  notFound,
  recordDomainEvent,
  selectRows,
  toggleRow,
  toSnapshots,
  type EntityManager,
  type FieldError,
  type MarkedEntities,
  type Page,
} from '@momstride/kit';
import { Review, REVIEW_CONTENT_MAX_LENGTH, REVIEW_TITLE_MAX_LENGTH } from './review.entity.js';
import type { ReviewInput } from './review.inputs.js';
import { COMMUNITY_TARGET, ReviewType } from './review-type.js';

export const REVIEW_NOT_FOUND = 'Review not found';
export const EVENT_NOT_FOUND = 'Event not found';
export const USER_NOT_FOUND = 'User not found';
export const TITLE_REQUIRED = 'Title is required';
export const CONTENT_REQUIRED = 'Review is required';
export const TITLE_TOO_LONG = `Title can be at most ${REVIEW_TITLE_MAX_LENGTH} characters`;
export const CONTENT_TOO_LONG = `Review can be at most ${REVIEW_CONTENT_MAX_LENGTH} characters`;
export const RATING_INVALID = 'Rating must be a whole number from 1 to 5';
export const TARGET_REQUIRED = 'Choose the event or member you are reviewing';
export const COMMUNITY_TARGET_ONLY = 'A community review is about the community (target_id "community")';
export const NO_SELF_REVIEW = 'You cannot review yourself';
export const NO_OWN_HELPFUL = 'You cannot mark your own review helpful';
export const NOT_YOUR_REVIEW = 'Only the author or an admin can delete this review';

/** docs/product.md, Business constants and limits: review lists of 50. */
export const REVIEWS_DEFAULT_LIMIT = 50;
export const REVIEWS_MAX_LIMIT = 50;

// Each list also says which of its reviews the viewer marked helpful ($3, an EXISTS on review_helpful's key), in the same statement.
const HELPFUL_TO_VIEWER = 'exists(select 1 from review_helpful where review_id = reviews.id and user_id = $3)';
// A review an admin hid reaches nobody (docs/product.md, "Reporting and moderation").
const newest = markedEntityQuery(Review, HELPFUL_TO_VIEWER, 'where hidden_at is null order by created_at desc, id desc limit $1 offset $2');
const newestOfType = markedEntityQuery(Review, HELPFUL_TO_VIEWER, 'where review_type = $4 and hidden_at is null order by created_at desc, id desc limit $1 offset $2');

/**
 * Reviews newest first, of one type when given (along reviews_newest_index / reviews_type_newest_index), and which of
 * them the viewer marked helpful.
 */
export const listReviews = (em: EntityManager, viewerId: string, reviewType: ReviewType | null, page: Page): Promise<MarkedEntities<Review>> =>
  reviewType ? newestOfType(em, [page.limit, page.offset, viewerId, reviewType]) : newest(em, [page.limit, page.offset, viewerId]);

/** One review; NOT_FOUND for an unknown or malformed id, or a hidden review. */
export async function reviewById(em: EntityManager, id: string): Promise<Review> {
  const review = isUuid(id) ? await em.findOne(Review, { id, hiddenAt: null }) : null;
  if (!review) throw notFound(REVIEW_NOT_FOUND);
  return review;
}


/** docs/product.md, Validation rules on the server: every field problem at once (the first one as the message). */
export function checkFields(input: ReviewInput): { title: string; content: string; targetId: string } {
  const title = (input.title ?? '').trim();
  const content = (input.content ?? '').trim();
  const given = (input.targetId ?? '').trim();
  const fields: FieldError[] = [];
  if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5) fields.push({ field: 'rating', message: RATING_INVALID });
  if (title === '') fields.push({ field: 'title', message: TITLE_REQUIRED });
  else if (characterCount(title) > REVIEW_TITLE_MAX_LENGTH) fields.push({ field: 'title', message: TITLE_TOO_LONG });
  if (content === '') fields.push({ field: 'content', message: CONTENT_REQUIRED });
  else if (characterCount(content) > REVIEW_CONTENT_MAX_LENGTH) fields.push({ field: 'content', message: CONTENT_TOO_LONG });
  let targetId = given;
  if (input.reviewType === ReviewType.community) {
    if (given !== '' && given !== COMMUNITY_TARGET) fields.push({ field: 'targetId', message: COMMUNITY_TARGET_ONLY });
    targetId = COMMUNITY_TARGET;
  } else if (given === '') fields.push({ field: 'targetId', message: TARGET_REQUIRED });
  if (fields.length > 0) throw badUserInput(fields[0]!.message, fields);
  return { title, content, targetId: targetId.toLowerCase() };
}

/**
 * A member reviews the community, an event or a member (docs/product.md, Validation rules): the target must exist (an event events-wellness
 * or a member accounts knows, asked on a miss of the local copy; NOT_FOUND otherwise), nobody reviews herself, and a second review of the same target updates
 * hers (one per member and target: a unique index and an upsert, so two at once make one).
 */
export async function submitReview(em: EntityManager, reviewerId: string, input: ReviewInput): Promise<Review> {
  const { title, content, targetId } = checkFields(input);
  if (input.reviewType === ReviewType.event && !(await isKnownEvent(em, targetId))) throw notFound(EVENT_NOT_FOUND);
  if (input.reviewType === ReviewType.member) {
    if (targetId === reviewerId) throw badUserInput(NO_SELF_REVIEW, [{ field: 'targetId', message: NO_SELF_REVIEW }]);
    if (!(await isMember(em, targetId))) throw notFound(USER_NOT_FOUND);
  }
  // The gateway vouches for the reviewer: she is a member from now on even if her user.registered is still on its way.
  await addMember(em, reviewerId);
  // A new review (not an edit of hers: `xmax = 0` only for a row this statement inserted) is announced as
  // review.posted (webhooks) in the same transaction.
  const rows = await em.transactional(async (tem) => {
    const stored = await tem.execute<Array<Record<string, unknown> & { inserted?: boolean }>>(
      `insert into reviews (id, reviewer_id, review_type, target_id, rating, title, content) values (gen_random_uuid(), ?, ?, ?, ?, ?, ?)
       on conflict (reviewer_id, review_type, target_id)
       do update set rating = excluded.rating, title = excluded.title, content = excluded.content, updated_at = now()
       returning *, (xmax = 0) as inserted`,
      [reviewerId, input.reviewType, targetId, input.rating, title, content],
    );
    const row = stored[0];
    if (row?.inserted === true) {
      await recordDomainEvent(tem, 'review.posted', {
        reviewId: String(row.id),
        reviewerId,
        reviewType: input.reviewType,
        targetId,
        rating: input.rating,
        title,
      });
    }
    return stored.map(({ inserted: _inserted, ...columns }) => columns);
  });
  const [review] = toSnapshots(em, Review, rows);
  if (!review) throw new Error('the review vanished right after it was stored');
  return review;
}

/**
 * Marks a review helpful, or takes the mark back (the kit's toggleRow); `helpful_count` moves by one in the same
 * transaction, so simultaneous marks add up exactly. Her own review she cannot mark.
 */
export function toggleHelpful(em: EntityManager, userId: string, id: string): Promise<{ helpful: boolean; review: Review }> {
  if (!isUuid(id)) throw notFound(REVIEW_NOT_FOUND);
  return em.transactional(async (tem) => {
    const [own] = await tem.execute<Array<{ reviewer_id: string }>>('select reviewer_id from reviews where id = ? and hidden_at is null', [id]);
    if (!own) throw notFound(REVIEW_NOT_FOUND);
    if (own.reviewer_id === userId) throw conflict(NO_OWN_HELPFUL);
    const helpful = await toggleRow(
      tem,
      {
        insert: ['insert into review_helpful (review_id, user_id) select id, ? from reviews where id = ? and hidden_at is null on conflict do nothing returning review_id', [userId, id]],
        remove: ['delete from review_helpful where review_id = ? and user_id = ? returning review_id', [id, userId]],
        exists: ['select 1 from reviews where id = ? and hidden_at is null', [id]],
      },
      () => notFound(REVIEW_NOT_FOUND),
    );
    const rows = await tem.execute<Array<Record<string, unknown>>>('update reviews set helpful_count = helpful_count + ? where id = ? and hidden_at is null returning *', [
      helpful ? 1 : -1,
      id,
    ]);
    const [review] = toSnapshots(tem, Review, rows);
    if (!review) throw notFound(REVIEW_NOT_FOUND);
    return { helpful, review };
  });
}

/** Features or unfeatures a review (admins; the caller checked the role). */
export async function featureReview(em: EntityManager, id: string, featured: boolean): Promise<Review> {
  if (!isUuid(id)) throw notFound(REVIEW_NOT_FOUND);
  const rows = await em.execute<Array<Record<string, unknown>>>('update reviews set is_featured = ? where id = ? and hidden_at is null returning *', [featured, id]);
  const [review] = toSnapshots(em, Review, rows);
  if (!review) throw notFound(REVIEW_NOT_FOUND);
  return review;
}

/** Deletes a review: its author or an admin (its helpful marks go with it). */
export async function deleteReview(em: EntityManager, viewer: { userId: string; isAdmin: boolean }, id: string): Promise<void> {
  const review = await reviewById(em, id);
  if (review.reviewerId !== viewer.userId && !viewer.isAdmin) throw forbidden(NOT_YOUR_REVIEW);
  await em.execute('delete from reviews where id = ?', [review.id], 'run');
}

/** Which of `reviewIds` the member marked helpful, in one query. */
export async function helpfulReviewIds(em: EntityManager, userId: string, reviewIds: readonly string[]): Promise<Set<string>> {
  const ids = reviewIds.filter(isUuid);
  if (ids.length === 0) return new Set();
  // One array parameter rather than a literal per id, without MikroORM's query runner: this runs for every list.
  const rows = await selectRows(em, 'select review_id from review_helpful where user_id = $1 and review_id = any($2::uuid[])', [userId, ids]);
  return new Set(rows.map((row) => row['review_id'] as string));
}

export interface Rating {
  average: number | null;
  count: number;
}

/** The average rating and count of each target of one type (hidden reviews left out), in one query. */
export async function ratingsOf(em: EntityManager, reviewType: ReviewType, targetIds: readonly string[]): Promise<Map<string, Rating>> {
  const ids = [...new Set(targetIds)];
  const result = new Map<string, Rating>();
  if (ids.length === 0) return result;
  const rows = await em.execute<Array<{ target_id: string; average: string | number; count: string | number }>>(
    'select target_id, avg(rating) as average, count(*) as count from reviews where review_type = ? and target_id in (?) and hidden_at is null group by target_id',
    [reviewType, ids],
  );
  for (const row of rows) result.set(row.target_id, { average: Math.round(Number(row.average) * 10) / 10, count: Number(row.count) });
  return result;
}
