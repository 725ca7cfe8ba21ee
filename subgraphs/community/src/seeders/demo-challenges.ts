import type { DemoMember } from '@momstride/kit';
import { ChallengeType } from '../modules/challenges/challenge-type.js';
import { StoryType } from '../modules/stories/story-type.js';

export interface DemoStory {
  author: DemoMember;
  daysAgo: number;
  featured: boolean;
  storyType: StoryType;
  title: string;
  content: string;
  likedBy: readonly DemoMember[];
}

export const demoStories: readonly DemoStory[] = [
  {
    author: 'priya',
    daysAgo: 3,
    featured: true,
    storyType: StoryType.business_win,
    title: 'I signed my biggest client — on a walk',
    content:
      'Six months ago I was pitching from my car in the school pickup line. Last week I closed a year-long strategy retainer with a regional credit union, and the idea that won it came to me on the Tuesday lakeside walk. Maya asked me one question about what I actually love doing, and I rewrote my whole proposal that night. Thank you, MomStride, for the room to think out loud.',
    likedBy: ['maya', 'jasmine', 'sofia', 'olivia', 'grace'],
  },
  {
    author: 'grace',
    daysAgo: 9,
    featured: true,
    storyType: StoryType.fitness_milestone,
    title: 'From the couch to my first 5K',
    content:
      'In January I could not walk a mile without stopping. I joined the Community 5K Fun Walk as a "maybe" and this morning I finished it — 48 minutes, my daughter holding the sign she made. Small steps really do add up. If you are where I was in January: come walk with us, nobody is keeping score.',
    likedBy: ['maya', 'priya', 'hannah', 'olivia'],
  },
  {
    author: 'sofia',
    daysAgo: 16,
    featured: false,
    storyType: StoryType.wellness_journey,
    title: 'Learning to eat lunch sitting down',
    content:
      'Running a meal-prep business meant I fed everyone but myself. The 14-day mindful lunch challenge felt silly at first, but taking twenty minutes away from the kitchen changed my afternoons: fewer mistakes, more patience with my kids. Now my whole team takes a real lunch break.',
    likedBy: ['grace', 'maya'],
  },
  {
    author: 'jasmine',
    daysAgo: 24,
    featured: true,
    storyType: StoryType.community_impact,
    title: 'Free family portraits for the walk-a-thon',
    content:
      'We turned the spring walk-a-thon finish line into a pop-up studio and photographed 63 families for free. Together we raised $4,200 for the children\'s library reading program. Huge thanks to Hannah for the booking page and to everyone who stayed to help pack up in the rain.',
    likedBy: ['priya', 'hannah', 'sofia', 'grace', 'maya', 'olivia'],
  },
  {
    author: 'hannah',
    daysAgo: 40,
    featured: false,
    storyType: StoryType.business_win,
    title: 'Four-day work week, one year in',
    content:
      'A year ago I moved my design studio to a four-day week so Fridays belong to my boys. Revenue is up 18 percent, and I have not missed a single field trip. The accountability group here kept me honest when I was tempted to "just answer one email" on a Friday.',
    likedBy: ['jasmine'],
  },
];

export interface DemoChallenge {
  title: string;
  description: string;
  challengeType: ChallengeType;
  targetValue: number;
  unit: string;
  startedDaysAgo: number;
  /** Negative: it ended that many days ago. */
  endsInDays: number;
  /** Each participant's logs: [days ago, amount]. */
  participants: ReadonlyArray<{ member: DemoMember; logs: ReadonlyArray<readonly [number, number]> }>;
}

const daily = (days: number, amount: number, from = 0): Array<readonly [number, number]> =>
  Array.from({ length: days }, (_, index) => [from + index, amount] as const);

export const demoChallenges: readonly DemoChallenge[] = [
  {
    title: '100K Steps in November',
    description: 'Walk 100,000 steps before the month is out: school runs, lunchtime loops and group walks all count. Log your steps each day and keep the streak alive.',
    challengeType: ChallengeType.steps,
    targetValue: 100_000,
    unit: 'steps',
    startedDaysAgo: 20,
    endsInDays: 10,
    participants: [
      { member: 'maya', logs: daily(12, 7_200) },
      { member: 'grace', logs: daily(6, 9_100) },
      { member: 'priya', logs: daily(4, 5_600, 1) },
      { member: 'sofia', logs: [[2, 8_000], [5, 6_500]] },
    ],
  },
  {
    title: 'Walk 30 Miles This Month',
    description: 'Thirty miles in thirty days — about a mile a day. Perfect for stroller walks and evening strolls with a friend.',
    challengeType: ChallengeType.distance,
    targetValue: 30,
    unit: 'miles',
    startedDaysAgo: 8,
    endsInDays: 22,
    participants: [
      { member: 'jasmine', logs: daily(5, 1.5) },
      { member: 'hannah', logs: [[0, 2.2], [3, 3.1]] },
    ],
  },
  {
    title: '10 Minutes of Calm',
    description: 'Ten quiet minutes a day for two weeks: meditation, journaling or a phone-free walk. Log the minutes you take for yourself.',
    challengeType: ChallengeType.wellness,
    targetValue: 140,
    unit: 'minutes',
    startedDaysAgo: 2,
    endsInDays: 12,
    participants: [{ member: 'sofia', logs: daily(3, 10) }],
  },
  {
    title: 'Five Coffee Chats',
    description: 'Meet five fellow members for a virtual or walking coffee chat to swap business wins and lessons. Log each chat.',
    challengeType: ChallengeType.business,
    targetValue: 5,
    unit: 'coffee chats',
    startedDaysAgo: 45,
    endsInDays: -5,
    participants: [
      { member: 'priya', logs: [[30, 1], [24, 1], [18, 1], [12, 1], [8, 1]] },
      { member: 'hannah', logs: [[20, 1], [10, 1]] },
    ],
  },
];

/** Demo ids differ by their 25th character across every seeded kind: 1 posts, 2 endorsements, 3 events, 4 goals, 5 messages, 6 stories, 7 challenges. */
export const demoStoryId = (index: number): string => `0b6a4f1e-5d1c-4c1e-9a51-6${String(index + 1).padStart(11, '0')}`;
export const demoChallengeId = (index: number): string => `0b6a4f1e-5d1c-4c1e-9a51-7${String(index + 1).padStart(11, '0')}`;
