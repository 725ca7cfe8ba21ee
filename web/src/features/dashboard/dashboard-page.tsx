import styled from 'styled-components';
import { Page } from '../../kit/page';
import { Panel } from '../../components/panel';
import { PageSpinner } from '../../components/spinner';
import { DashboardQuery, FEED_FETCH_LIMIT } from '../../lib/dashboard-query';
import { BusinessSnapshotPanel } from './panels/business-snapshot-panel';
import { CommunityFeedPanel } from './panels/community-feed-panel';
import { DashboardStats } from './panels/dashboard-stats';
import { NetworkPanel } from './panels/network-panel';
import { OurStoryPanel } from './panels/our-story-panel';
import { Prompt } from './panels/panel-text';
import { PendingAdminNotice } from './panels/pending-admin-notice';
import { RecentMessagesPanel } from './panels/recent-messages-panel';
import { UpcomingEventsPanel } from './panels/upcoming-events-panel';
import { WelcomeBanner } from './panels/welcome-banner';
import { WellnessGoalsPanel } from './panels/wellness-goals-panel';
import { space } from '../../styles/theme';
import { useScreenQuery } from '../../kit/use-screen-query';

const Grid = styled.div`
  display: grid;
  gap: ${space[6]};
  @media (min-width: 900px) {
    grid-template-columns: 1.4fr 1fr;
    align-items: start;
  }
`;

const Column = styled.div`
  display: grid;
  gap: ${space[6]};
  min-width: 0;
`;

/** The signed-in home: self-contained panels, each drawing its own fragment of one route query. */
export function DashboardPage() {
  const { data, loading } = useScreenQuery('Failed to load dashboard data', DashboardQuery, {
    variables: { feedLimit: FEED_FETCH_LIMIT },
    fetchPolicy: 'cache-and-network',
    // A part of MomStride that is down nulls only its own fields: the other panels still show, that one says so.
    errorPolicy: 'all',
  });

  if (loading && !data) return <PageSpinner label="Loading your dashboard…" />;
  if (!data) {
    return (
      <Page>
        <Panel>
          <h1>Dashboard</h1>
          <Prompt>We could not load your dashboard right now. Please refresh the page to try again.</Prompt>
        </Panel>
      </Page>
    );
  }

  return (
    <Page>
      <WelcomeBanner query={data} />
      <PendingAdminNotice query={data} />
      <DashboardStats query={data} />
      <Grid>
        <Column>
          <UpcomingEventsPanel query={data} />
          <BusinessSnapshotPanel query={data} />
          <CommunityFeedPanel query={data} />
        </Column>
        <Column>
          <WellnessGoalsPanel query={data} />
          <RecentMessagesPanel query={data} />
          <NetworkPanel query={data} />
          <OurStoryPanel />
        </Column>
      </Grid>
    </Page>
  );
}
