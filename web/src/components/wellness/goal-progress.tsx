import styled from 'styled-components';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { formatAmount } from '../../lib/numbers';
import { CheckCircleIcon } from '../icons';
import { Pill } from '../pill';
import { ProgressBar } from '../progress-bar';
import { colors, fontSizes, fontWeights, space } from '../../styles/theme';

export const GoalProgressFragment = graphql(`
  fragment GoalProgress on WellnessGoal {
    id
    label
    unit
    currentValue
    targetValue
    progress
    completed
  }
`);

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[1.5]} ${space[3]};
  margin-bottom: ${space[3]};
  h3 {
    font-size: ${fontSizes.lg};
    color: ${colors.plum900};
  }
`;

const Figures = styled.p`
  display: flex;
  justify-content: space-between;
  gap: ${space[3]};
  margin-top: ${space[2]};
  font-size: ${fontSizes.sm};
  color: ${colors.inkSoft};
  font-variant-numeric: tabular-nums;
  strong { color: ${colors.ink}; font-weight: ${fontWeights.strong}; }
`;

/** docs/product.md, States and transitions: Complete once the server marks the goal completed, In Progress until then. */
export function GoalStatusBadge({ completed }: { completed: boolean }) {
  return completed ? (
    <Pill $tone="sage">
      <CheckCircleIcon width={14} height={14} aria-hidden="true" /> Complete
    </Pill>
  ) : (
    <Pill $tone="gold">In Progress</Pill>
  );
}

/**
 * A goal at a glance (the Wellness page's cards and the dashboard's Wellness Goals panel): its type, the
 * Complete / In Progress badge, a progress bar capped at 100% and "current / target unit".
 */
export function GoalProgress({ goal: ref }: { goal: FragmentType<typeof GoalProgressFragment> }) {
  const goal = getFragmentData(GoalProgressFragment, ref);
  return (
    <div>
      <Head>
        <h3>{goal.label}</h3>
        <GoalStatusBadge completed={goal.completed} />
      </Head>
      <ProgressBar value={goal.progress} label={`${goal.label} progress`} />
      <Figures>
        <span>
          <strong>{formatAmount(goal.currentValue)}</strong> / {formatAmount(goal.targetValue)} {goal.unit}
        </span>
        <span>{Math.round(Math.min(100, goal.progress))}%</span>
      </Figures>
    </div>
  );
}
