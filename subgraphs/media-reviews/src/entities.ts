import { EVENTS_MIRROR, MEMBERS_MIRROR } from '@momstride/kit';
import { Photo } from './modules/gallery/photo.entity.js';
import { PhotoCategory } from './modules/gallery/photo-category.entity.js';
import { Review } from './modules/reviews/review.entity.js';

/** Every entity of the media-reviews database, listed explicitly. */
export const entities = [Review, PhotoCategory, Photo];

/**
 * Tables that belong to no entity (left alone by the schema diff): marks, likes, orphaned files and rate counters and blocks are
 * SQL only, and the kit keeps the copies of members and events (runSubgraph's `mirrors`).
 */
export const SQL_ONLY_TABLES = ['review_helpful', 'photo_likes', 'orphaned_media', 'rate_limits', 'member_blocks', MEMBERS_MIRROR.table, EVENTS_MIRROR.table];
