import styled from 'styled-components';
import { ButtonLink } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { AwardIcon, SproutIcon } from '../../../components/icons';
import { Panel, PanelHeader } from '../../../components/panel';
import { GoalProgress } from '../../../components/wellness/goal-progress';
import { paths } from '../../../config/paths';
import { graphql, getFragmentData, type FragmentType } from '../../../gql';
import { colors, fontSizes, radii, space } from '../../../styles/theme';

/** docs/product.md, Business constants and limits: the dashboard shows her first 3 goals. */
const GOALS_SHOWN = 3;

export const WellnessGoalsPanelFragment = graphql(`
  fragment WellnessGoalsPanel on Query {
    me {
      id
      goals {
        id
        ...GoalProgress
      }
    }
  }
`);

const Goals = styled.ul`
  display: grid;
  gap: ${space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${space[3.5]} ${space[4]};
    border-radius: ${radii.md};
    border: 1px solid ${colors.border};
    background: ${colors.sand50};
  }
  h3 { font-size: ${fontSizes.md}; }
`;

/** Her first three goals with their progress, or the way to set one. */
export function WellnessGoalsPanel({ query }: { query: FragmentType<typeof WellnessGoalsPanelFragment> }) {
  const { me } = getFragmentData(WellnessGoalsPanelFragment, query);
  const goals = me.goals ?? [];
  return (
    <Panel aria-labelledby="wellness-goals-title">
      <PanelHeader
        icon={<SproutIcon />}
        id="wellness-goals-title"
        title="Wellness Goals"
        action={
          goals.length > 0 ? (
            <ButtonLink to={paths.wellness} $variant="ghost">
              View all
            </ButtonLink>
          ) : null
        }
      />
      {goals.length === 0 ? (
        <EmptyState
          icon={<AwardIcon />}
          title="No goals yet"
          action={<ButtonLink to={paths.wellness}>Set your first goal</ButtonLink>}
        >
          Steps, miles or mindful minutes — choose one thing to do for yourself this week.
        </EmptyState>
      ) : (
        <Goals>
          {goals.slice(0, GOALS_SHOWN).map((goal) => (
            <li key={goal.id}>
              <GoalProgress goal={goal} />
            </li>
          ))}
        </Goals>
      )}
    </Panel>
  );
}
