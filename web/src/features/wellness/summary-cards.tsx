import { AwardIcon, ChartIcon, CheckCircleIcon } from '../../components/icons';
import { StatCard, StatGrid } from '../../components/stat-card';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { formatCount } from '../../lib/numbers';

export const WellnessSummaryCardsFragment = graphql(`
  fragment WellnessSummaryCards on User {
    wellnessSummary {
      totalGoals
      completedGoals
      overallProgress
    }
  }
`);

const noGoals = { totalGoals: 0, completedGoals: 0, overallProgress: 0 };

/** Total Goals, Completed and Overall Progress (the percent of goals completed), as the server counts them. */
export function SummaryCards({ member }: { member: FragmentType<typeof WellnessSummaryCardsFragment> }) {
  const summary = getFragmentData(WellnessSummaryCardsFragment, member).wellnessSummary ?? noGoals;
  return (
    <StatGrid $count={3} aria-label="Your goals at a glance">
      <StatCard label="Total Goals" value={formatCount(summary.totalGoals)} icon={<AwardIcon />} tone="plum" />
      <StatCard label="Completed" value={formatCount(summary.completedGoals)} icon={<CheckCircleIcon />} tone="sage" />
      <StatCard label="Overall Progress" value={`${summary.overallProgress}%`} icon={<ChartIcon />} tone="coral" />
    </StatGrid>
  );
}
