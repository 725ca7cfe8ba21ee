import { registerEnumType } from 'type-graphql';

/** What a success story is about; the web shows it as a badge ("BUSINESS WIN"). */
export enum StoryType {
  business_win = 'business_win',
  fitness_milestone = 'fitness_milestone',
  wellness_journey = 'wellness_journey',
  community_impact = 'community_impact',
}

registerEnumType(StoryType, {
  name: 'StoryType',
  description: 'What a success story is about',
  valuesConfig: {
    business_win: { description: 'A business win (shown as "BUSINESS WIN")' },
    fitness_milestone: { description: 'A fitness milestone' },
    wellness_journey: { description: 'A step on her wellness journey' },
    community_impact: { description: 'Something she did for her community' },
  },
});
