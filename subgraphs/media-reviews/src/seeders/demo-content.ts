import type { DemoMember } from '@momstride/kit';
import { ReviewType } from '../modules/reviews/review-type.js';

export interface DemoReview {
  reviewer: DemoMember;
  reviewType: ReviewType;
  /** A demo member, a demo event's index, or the community. */
  target: { member: DemoMember } | { event: number } | 'community';
  rating: number;
  title: string;
  content: string;
  daysAgo: number;
  featured?: boolean;
  helpfulBy?: readonly DemoMember[];
}

export const demoReviews: readonly DemoReview[] = [
  {
    reviewer: 'grace',
    reviewType: ReviewType.community,
    target: 'community',
    rating: 5,
    title: 'The group that got me moving again',
    content: 'I came for the walks and stayed for the people. Everyone here understands juggling a business and a family, and nobody judges a slow pace.',
    daysAgo: 4,
    featured: true,
    helpfulBy: ['maya', 'priya', 'sofia'],
  },
  {
    reviewer: 'priya',
    reviewType: ReviewType.member,
    target: { member: 'maya' },
    rating: 5,
    title: 'Maya is a gift',
    content: 'Her postpartum yoga session after the Saturday walk was gentle, practical and so welcoming. I booked a private class the same week.',
    daysAgo: 7,
    helpfulBy: ['jasmine'],
  },
  {
    reviewer: 'sofia',
    reviewType: ReviewType.event,
    target: { event: 0 },
    rating: 4,
    title: 'Lovely route, bring a jacket',
    content: 'The riverside path is flat and stroller friendly. It was chilly at 7am, so layers are a must. Coffee afterwards was the best part.',
    daysAgo: 10,
  },
  {
    reviewer: 'hannah',
    reviewType: ReviewType.member,
    target: { member: 'jasmine' },
    rating: 5,
    title: 'Beautiful family photos',
    content: 'Jasmine made my two wild boys look like angels. Relaxed, patient and fast with the edits.',
    daysAgo: 14,
    helpfulBy: ['grace', 'priya'],
  },
  {
    reviewer: 'maya',
    reviewType: ReviewType.community,
    target: 'community',
    rating: 4,
    title: 'Real support, real friendships',
    content: 'The directory helped me find an accountant and a babysitter in the same week. I would love even more evening events.',
    daysAgo: 21,
  },
];

export const demoReviewId = (index: number): string => `0b6a4f1e-5d1c-4c1e-9a51-8${String(index + 1).padStart(11, '0')}`;
