import { KnownEvent } from './modules/events/known-event.entity.js';
import { PhotoCategory } from './modules/gallery/photo-category.entity.js';
import { Member } from './modules/members/member.entity.js';
import { Review } from './modules/reviews/review.entity.js';

/** Every entity of the media-reviews database, listed explicitly. */
export const entities = [Member, KnownEvent, Review, PhotoCategory];

/** Tables that belong to no entity (left alone by the schema diff): the helpful marks are SQL only. */
export const SQL_ONLY_TABLES = ['review_helpful'];
