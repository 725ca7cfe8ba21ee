import { registerEnumType } from 'type-graphql';

/** Goal types (docs/product.md, Business constants and limits). */
export enum GoalType {
  steps = 'steps',
  distance = 'distance',
  events = 'events',
  weight = 'weight',
  meditation = 'meditation',
}

registerEnumType(GoalType, {
  name: 'GoalType',
  description: 'What a wellness goal measures',
  valuesConfig: {
    steps: { description: 'Daily Steps (unit: steps)' },
    distance: { description: 'Weekly Distance (unit: miles)' },
    events: { description: 'Monthly Events (unit: events)' },
    weight: { description: 'Weight Loss (unit: lbs)' },
    meditation: { description: 'Daily Meditation (unit: minutes)' },
  },
});

/** Each goal type's label and unit (docs/product.md, Business constants and limits). */
export const goalTypeCatalogue: Readonly<Record<GoalType, { label: string; unit: string }>> = {
  [GoalType.steps]: { label: 'Daily Steps', unit: 'steps' },
  [GoalType.distance]: { label: 'Weekly Distance', unit: 'miles' },
  [GoalType.events]: { label: 'Monthly Events', unit: 'events' },
  [GoalType.weight]: { label: 'Weight Loss', unit: 'lbs' },
  [GoalType.meditation]: { label: 'Daily Meditation', unit: 'minutes' },
};

/** The catalogue as a list, in the order of docs/product.md, Business constants and limits (the Add New Goal form's choices). */
export const goalTypeOptions = (Object.keys(goalTypeCatalogue) as GoalType[]).map((goalType) => ({ goalType, ...goalTypeCatalogue[goalType] }));

export const isGoalType = (value: string): value is GoalType => Object.hasOwn(goalTypeCatalogue, value);
