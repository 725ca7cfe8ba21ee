import { demoUserIds, type DemoMember } from '@momstride/kit';
import { BadgeKind } from '../modules/badges/badge-kind.js';

/** Days ago each demo member joined (the same figures accounts seeds her created_at with). */
export const demoMembers: ReadonlyArray<{ member: DemoMember; joinedDaysAgo: number; featured: boolean }> = [
  { member: 'olivia', joinedDaysAgo: 420, featured: false },
  { member: 'maya', joinedDaysAgo: 380, featured: true },
  { member: 'priya', joinedDaysAgo: 300, featured: true },
  { member: 'jasmine', joinedDaysAgo: 250, featured: true },
  { member: 'sofia', joinedDaysAgo: 180, featured: false },
  { member: 'hannah', joinedDaysAgo: 120, featured: false },
  { member: 'grace', joinedDaysAgo: 60, featured: false },
];

export interface DemoPost {
  author: DemoMember;
  hoursAgo: number;
  likes: number;
  comments: number;
  content: string;
}

export const demoPosts: readonly DemoPost[] = [
  {
    author: 'grace',
    hoursAgo: 5,
    likes: 18,
    comments: 6,
    content:
      'Week three of my 6am walks before the kids wake up. Yesterday I almost skipped it, and that walk is where I finally figured out the pricing for my new group coaching program. Moving really does untangle my brain.',
  },
  {
    author: 'maya',
    hoursAgo: 20,
    likes: 24,
    comments: 9,
    content:
      'Postpartum mamas: the free stroller yoga session is back this Saturday after the group walk, 10:30 by the duck pond. Bring water and a blanket for the little ones. No experience needed!',
  },
  {
    author: 'priya',
    hoursAgo: 32,
    likes: 31,
    comments: 12,
    content:
      "Raised my rates this month for the first time in two years. Lost one client, gained two who value the work. If you've been putting it off, this is your sign. Happy to look at anyone's pricing over coffee.",
  },
  {
    author: 'sofia',
    hoursAgo: 50,
    likes: 42,
    comments: 15,
    content:
      'Nourish Table made it into the local paper’s small business roundup! Thank you to everyone in this group who tested recipes and gave honest feedback on portion sizes.',
  },
  {
    author: 'jasmine',
    hoursAgo: 74,
    likes: 27,
    comments: 8,
    content:
      "Mini-session day at the park is fully booked, thank you! I'm opening a waitlist for a second date in two weeks, and MomStride members get first pick of the times.",
  },
  {
    author: 'hannah',
    hoursAgo: 98,
    likes: 19,
    comments: 5,
    content:
      'Just launched a new website for a local bakery run by a mom of four. She takes orders from her phone during nap time now instead of staying up past midnight. This is why I love what I do.',
  },
  {
    author: 'olivia',
    hoursAgo: 122,
    likes: 36,
    comments: 11,
    content:
      "Our spring walking series starts in three weeks! We've added a Thursday evening route for those of you who can't make Saturday mornings. Details on the Events page soon.",
  },
  {
    author: 'grace',
    hoursAgo: 170,
    likes: 29,
    comments: 7,
    content:
      "Confession: I used to think self-care was a luxury. Six months of Saturday walks later, it's the thing that keeps my business running. Grateful for every one of you who showed up.",
  },
  {
    author: 'maya',
    hoursAgo: 218,
    likes: 33,
    comments: 6,
    content:
      'Five-minute reset for the days that run away from you: feet flat, one hand on your belly, breathe in for four and out for six. Repeat five times before your next call.',
  },
  {
    author: 'priya',
    hoursAgo: 266,
    likes: 14,
    comments: 10,
    content:
      "Looking for a designer to partner with on a brand refresh for a client in the wellness space. Paid project, flexible timeline. Message me if you're interested!",
  },
  {
    author: 'sofia',
    hoursAgo: 314,
    likes: 22,
    comments: 4,
    content: 'Tried the lentil and sweet potato bowls on my toddler and she asked for seconds. Sharing the recipe card in next week’s newsletter.',
  },
  {
    author: 'hannah',
    hoursAgo: 386,
    likes: 25,
    comments: 14,
    content:
      'Anyone else running their business with a sick kid at home this week? Tips for staying sane are very welcome. Currently writing code with a feverish four-year-old asleep on my lap.',
  },
  {
    author: 'jasmine',
    hoursAgo: 458,
    likes: 38,
    comments: 9,
    content: 'Golden hour at the lake last night with a lovely family: three kids under five, one dog, zero tantrums. A personal record.',
  },
  {
    author: 'olivia',
    hoursAgo: 554,
    likes: 57,
    comments: 21,
    content:
      'Thank you for an incredible year, MomStride! Over a hundred walks, a growing circle of members and more coffee than we can count. Here is to the next mile together.',
  },
  {
    author: 'grace',
    hoursAgo: 650,
    likes: 44,
    comments: 13,
    content:
      "I started my coaching business at 41 after a long career break. If you're wondering whether it's too late, it isn't. Let's walk and talk about it sometime.",
  },
];

export interface DemoEndorsement {
  endorser: DemoMember;
  endorsee: DemoMember;
  skill: string;
  daysAgo: number;
}

export const demoEndorsements: readonly DemoEndorsement[] = [
  { endorser: 'olivia', endorsee: 'maya', skill: 'Prenatal yoga', daysAgo: 40 },
  { endorser: 'priya', endorsee: 'maya', skill: 'Mindfulness', daysAgo: 12 },
  { endorser: 'maya', endorsee: 'priya', skill: 'Business strategy', daysAgo: 30 },
  { endorser: 'grace', endorsee: 'priya', skill: 'Pricing', daysAgo: 6 },
  { endorser: 'hannah', endorsee: 'jasmine', skill: 'Family photography', daysAgo: 25 },
  { endorser: 'olivia', endorsee: 'jasmine', skill: 'Brand photography', daysAgo: 9 },
  { endorser: 'jasmine', endorsee: 'sofia', skill: 'Meal planning', daysAgo: 18 },
  { endorser: 'maya', endorsee: 'sofia', skill: 'Nutrition', daysAgo: 4 },
  { endorser: 'priya', endorsee: 'hannah', skill: 'Web development', daysAgo: 15 },
  { endorser: 'sofia', endorsee: 'hannah', skill: 'Website design', daysAgo: 3 },
  { endorser: 'olivia', endorsee: 'grace', skill: 'Life coaching', daysAgo: 8 },
  { endorser: 'jasmine', endorsee: 'olivia', skill: 'Community building', daysAgo: 20 },
];

/** Follow milestones the demo members reached before the seed (accounts seeds no events for them). */
export const demoFollowBadges: ReadonlyArray<{ member: DemoMember; kind: BadgeKind; daysAgo: number }> = [
  { member: 'olivia', kind: BadgeKind.first_follow, daysAgo: 410 },
  { member: 'olivia', kind: BadgeKind.connector, daysAgo: 200 },
  { member: 'maya', kind: BadgeKind.first_follow, daysAgo: 370 },
  { member: 'priya', kind: BadgeKind.first_follow, daysAgo: 290 },
  { member: 'jasmine', kind: BadgeKind.first_follow, daysAgo: 240 },
  { member: 'grace', kind: BadgeKind.first_follow, daysAgo: 55 },
];

/** Fixed ids (so reseeding never duplicates): posts ...1000000000NN, endorsements ...2000000000NN. */
export const demoPostId = (index: number): string => `0b6a4f1e-5d1c-4c1e-9a51-10000000${String(index + 1).padStart(4, '0')}`;
export const demoEndorsementId = (index: number): string => `0b6a4f1e-5d1c-4c1e-9a51-20000000${String(index + 1).padStart(4, '0')}`;

export const idOf = (member: DemoMember): string => demoUserIds[member];
