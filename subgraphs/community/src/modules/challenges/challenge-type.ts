import { registerEnumType } from 'type-graphql';

/** What a challenge measures; each has the unit progress is logged in unless the challenge names another. */
export enum ChallengeType {
  steps = 'steps',
  distance = 'distance',
  wellness = 'wellness',
  business = 'business',
}

registerEnumType(ChallengeType, {
  name: 'ChallengeType',
  description: 'What a challenge measures',
  valuesConfig: {
    steps: { description: 'Steps walked (unit: steps)' },
    distance: { description: 'Distance covered (unit: miles)' },
    wellness: { description: 'Time spent on wellness (unit: minutes)' },
    business: { description: 'Business actions taken (unit: actions)' },
  },
});

/** The unit of each type when a challenge does not name its own. */
export const defaultUnitOf: Readonly<Record<ChallengeType, string>> = {
  [ChallengeType.steps]: 'steps',
  [ChallengeType.distance]: 'miles',
  [ChallengeType.wellness]: 'minutes',
  [ChallengeType.business]: 'actions',
};
