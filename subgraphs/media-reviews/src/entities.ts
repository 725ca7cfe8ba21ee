import { KnownEvent } from './modules/events/known-event.entity.js';
import { Photo } from './modules/gallery/photo.entity.js';
import { PhotoCategory } from './modules/gallery/photo-category.entity.js';
import { Member } from './modules/members/member.entity.js';
import { Review } from './modules/reviews/review.entity.js';

/** Every entity of the media-reviews database, listed explicitly. */
export const entities = [Member, KnownEvent, Review, PhotoCategory, Photo];

/** Tables that belong to no entity (left alone by the schema diff): marks, likes, orphaned files and rate counters are SQL only. */
export const SQL_ONLY_TABLES = ['review_helpful', 'photo_likes', 'orphaned_media', 'rate_limits', 'member_blocks'];
