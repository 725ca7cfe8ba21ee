import { graphql } from '../../gql';

/**
 * The Wellness route's one query: the summary cards, the form's goal types and the goal cards, each from its own
 * fragment. Her goals and summary are read from `me`, the same cache entry the dashboard reads, and every goal
 * change answers with them as they now stand (api/), so both screens always agree.
 */
export const WellnessPageQuery = graphql(`
  query WellnessPage {
    me {
      id
      ...WellnessSummaryCards
      goals {
        id
        ...GoalCard
      }
    }
    ...NewGoalForm
  }
`);
