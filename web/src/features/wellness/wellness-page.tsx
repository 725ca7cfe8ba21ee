import styled from 'styled-components';
import { Page } from '../../kit/page';
import { EmptyState } from '../../components/empty-state';
import { AwardIcon } from '../../components/icons';
import { PageHeading } from '../../components/page-heading';
import { Panel } from '../../components/panel';
import { PageSpinner } from '../../components/spinner';
import { GoalCard } from './goal-card';
import { NewGoalForm } from './new-goal-form';
import { SummaryCards } from './summary-cards';
import { WellnessPageQuery } from './wellness-query';
import { fontSizes, layout, space } from '../../styles/theme';
import { useScreenQuery } from '../../kit/use-screen-query';

/** On a phone the form comes first (it is how a member starts); on a wide screen it sits beside her goals. */
const Layout = styled.div`
  display: grid;
  gap: ${space[6]};
  grid-template-areas: 'form' 'goals';
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 1.7fr) minmax(300px, 1fr);
    grid-template-areas: 'goals form';
    align-items: start;
  }
`;

const FormArea = styled.div`
  grid-area: form;
  @media (min-width: 900px) {
    position: sticky;
    top: calc(${layout.headerHeight} + 1.5rem);
  }
`;

const GoalsArea = styled.section`
  grid-area: goals;
  display: grid;
  gap: ${space[4]};
  align-content: start;
  min-width: 0;
  h2 { font-size: ${fontSizes.xl}; }
`;

const Goals = styled.ul`
  display: grid;
  gap: ${space[4]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 290px), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** docs/product.md, Wellness: summary cards, the Add New Goal form and her goal cards with their progress controls. */
export function WellnessPage() {
  const { data, loading } = useScreenQuery('Failed to load wellness goals', WellnessPageQuery, { fetchPolicy: 'cache-and-network' });

  if (loading && !data) return <PageSpinner label="Loading your wellness goals…" />;

  const heading = (
    <PageHeading title="Wellness" subtitle="Set personal goals, log your progress and celebrate every step you take for yourself." />
  );
  if (!data) {
    return (
      <Page>
        {heading}
        <Panel>
          <p>We could not load your wellness goals right now. Please refresh the page to try again.</p>
        </Panel>
      </Page>
    );
  }

  const goals = data.me.goals ?? [];
  return (
    <Page>
      {heading}
      <SummaryCards member={data.me} />
      <Layout>
        <FormArea>
          <NewGoalForm query={data} />
        </FormArea>
        <GoalsArea aria-labelledby="goals-title">
          <h2 id="goals-title">Your Goals</h2>
          {goals.length === 0 ? (
            <EmptyState icon={<AwardIcon />} title="No goals yet">
              Set your first goal with the Add New Goal form — daily steps, weekly miles, mindful minutes. Small steps
              add up.
            </EmptyState>
          ) : (
            <Goals>
              {goals.map((goal) => (
                <GoalCard key={goal.id} goal={goal} />
              ))}
            </Goals>
          )}
        </GoalsArea>
      </Layout>
    </Page>
  );
}
