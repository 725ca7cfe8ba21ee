import styled from 'styled-components';
import { useConfirmDialog } from '../../components/confirm-dialog';
import { IconButton } from '../../components/icon-button';
import { CalendarIcon, SparkleIcon, TrashIcon } from '../../components/icons';
import { GoalProgress } from '../../components/wellness/goal-progress';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { cardSurface } from '../../styles/surface';
import { useDeleteGoal } from './api/use-delete-goal';
import { useUpdateGoalProgress } from './api/use-update-goal-progress';
import { formatGoalDate } from './goal-dates';
import { ProgressUpdate } from './progress-update';
import { colors, controlHeights, fontSizes, fontWeights, radii, space } from '../../styles/theme';

export const GoalCardFragment = graphql(`
  fragment GoalCard on WellnessGoal {
    id
    label
    unit
    currentValue
    targetDate
    completed
    ...GoalProgress
  }
`);

const Card = styled.li<{ $completed: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
  min-width: 0;
  padding: ${space[5]};
  ${cardSurface}
  border-top: 4px solid ${({ $completed, theme }) => ($completed ? theme.colors.sage700 : theme.colors.coral300)};
`;

const Footer = styled.div`
  margin-top: auto;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[2]};
  padding-top: ${space[2.5]};
  border-top: 1px solid ${colors.border};
`;

const Due = styled.p`
  display: flex;
  align-items: center;
  gap: ${space[2]};
  font-size: ${fontSizes.sm};
  color: ${colors.inkSoft};
  svg { flex: none; color: ${colors.plum600}; }
`;

const Reached = styled.p`
  display: flex;
  align-items: center;
  gap: ${space[2]};
  padding: ${space[3]} ${space[3.5]};
  border-radius: ${radii.md};
  background: ${colors.sage100};
  color: ${colors.sage700};
  font-weight: ${fontWeights.semibold};
  svg { flex: none; }
`;

const DeleteButton = styled(IconButton)`
  flex: none;
  width: ${controlHeights.sm};
  height: ${controlHeights.sm};
  border-color: transparent;
  background: transparent;
  color: ${colors.inkSoft};
  &:hover { background: ${colors.dangerBg}; color: ${colors.danger}; }
`;

/** One goal: its progress, its target date, the update control while in progress, and Delete (after a confirm). */
export function GoalCard({ goal: ref }: { goal: FragmentType<typeof GoalCardFragment> }) {
  const goal = getFragmentData(GoalCardFragment, ref);
  const { updateProgress, updating } = useUpdateGoalProgress();
  const { deleteGoal } = useDeleteGoal();
  const [confirmDialog, confirm] = useConfirmDialog();

  const askToDelete = async () => {
    const confirmed = await confirm({
      title: 'Delete this goal?',
      message: `Your ${goal.label} goal and its progress will be removed. This cannot be undone.`,
      confirmLabel: 'Delete Goal',
      tone: 'danger',
    });
    if (confirmed) await deleteGoal(goal.id);
  };

  return (
    <Card $completed={goal.completed}>
      <GoalProgress goal={goal} />
      {goal.completed ? (
        <Reached>
          <SparkleIcon width={18} height={18} aria-hidden="true" /> Goal reached — well done!
        </Reached>
      ) : (
        <ProgressUpdate
          key={goal.currentValue}
          label={goal.label}
          unit={goal.unit}
          current={goal.currentValue}
          busy={updating}
          onUpdate={(value) => void updateProgress(goal.id, value)}
        />
      )}
      <Footer>
        <Due>
          <CalendarIcon width={16} height={16} aria-hidden="true" /> Target date: {formatGoalDate(goal.targetDate)}
        </Due>
        <DeleteButton type="button" onClick={() => void askToDelete()} aria-label={`Delete ${goal.label} goal`} title="Delete goal">
          <TrashIcon width={18} height={18} aria-hidden="true" />
        </DeleteButton>
      </Footer>
      {confirmDialog}
    </Card>
  );
}
