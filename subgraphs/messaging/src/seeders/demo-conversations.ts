import type { DemoMember } from '@momstride/kit';

export interface DemoMessage {
  from: DemoMember;
  to: DemoMember;
  content: string;
  minutesAgo: number;
  /** Still unread by its recipient. */
  unread?: boolean;
}

const HOUR = 60;
const DAY = 24 * HOUR;

/**
 * A few conversations among the demo members, oldest first within each: Olivia (the demo admin) has unread messages
 * from Maya, Maya (the demo member) from Priya and Hannah; the rest are read.
 */
export const demoMessages: readonly DemoMessage[] = [
  { from: 'olivia', to: 'maya', content: 'Hi Maya! Would you lead the breathing warm-up at the Mindful Morning Walk? Everyone loved it last time.', minutesAgo: 2 * DAY + 40 },
  { from: 'maya', to: 'olivia', content: 'I would love to! Ten minutes at the garden gates before we set off?', minutesAgo: 2 * DAY + 25 },
  { from: 'olivia', to: 'maya', content: 'Perfect. I will put it in the event description.', minutesAgo: 2 * DAY + 20 },
  { from: 'maya', to: 'olivia', content: 'Quick question: can I bring a few mats for anyone who wants to stretch afterwards?', minutesAgo: 35, unread: true },
  { from: 'maya', to: 'olivia', content: 'And I made a short playlist for the cool-down, if we want music on the speaker.', minutesAgo: 20, unread: true },

  { from: 'priya', to: 'maya', content: 'Loved chatting on the networking walk! Happy to look at your class pricing together if you like.', minutesAgo: 3 * DAY },
  { from: 'maya', to: 'priya', content: 'Yes please! I never know whether to sell packs of five or ten classes.', minutesAgo: 3 * DAY - 30 },
  { from: 'priya', to: 'maya', content: 'I sketched three options, with the numbers for each. Coffee on Thursday to go through them?', minutesAgo: 2 * HOUR + 10, unread: true },
  { from: 'priya', to: 'maya', content: 'The corner cafe by the park works for me, any time after 9.', minutesAgo: 2 * HOUR, unread: true },

  { from: 'jasmine', to: 'maya', content: 'Your studio has the most beautiful morning light. Would you be up for a mini shoot for your new website?', minutesAgo: 5 * DAY },
  { from: 'maya', to: 'jasmine', content: 'Absolutely! Saturday after the trail hike?', minutesAgo: 5 * DAY - 60 },
  { from: 'jasmine', to: 'maya', content: 'Saturday it is. I will bring the reflector.', minutesAgo: 4 * DAY },
  { from: 'maya', to: 'jasmine', content: 'Thank you again for the photos, they are gorgeous!', minutesAgo: DAY + 3 * HOUR },

  { from: 'hannah', to: 'maya', content: 'I finished the booking page for the studio site. Want to try it before it goes live?', minutesAgo: 5, unread: true },

  { from: 'olivia', to: 'sofia', content: 'Sofia, could Nourish Table bring healthy snacks for the finish line of the Community 5K?', minutesAgo: 4 * DAY },
  { from: 'sofia', to: 'olivia', content: 'Count me in! Energy bites and fruit cups for about 40 people?', minutesAgo: 4 * DAY - 45 },
  { from: 'olivia', to: 'sofia', content: 'That would be wonderful. I will send the final numbers on Friday.', minutesAgo: 3 * DAY, unread: true },

  { from: 'grace', to: 'olivia', content: 'Would a "returning to work" workshop fit into one of the Business Brainstorm Walks?', minutesAgo: 6 * DAY },
  { from: 'olivia', to: 'grace', content: 'Great idea, the one at the harbor would be perfect. Let us plan it next week.', minutesAgo: 6 * DAY - 90 },
];

export const demoMessageId = (index: number): string => `0b6a4f1e-5d1c-4c1e-9a51-5${String(index + 1).padStart(11, '0')}`;
