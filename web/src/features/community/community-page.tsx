import { useSearchParams } from 'react-router';
import { Page } from '../../kit/page';
import { ChartIcon, FootstepsIcon, SparkleIcon, UsersIcon } from '../../components/icons';
import { PageHeading } from '../../components/page-heading';
import { PageSpinner } from '../../components/spinner';
import { StatCard, StatGrid } from '../../components/stat-card';
import { Tabs } from '../../components/tabs';
import { formatCount } from '../../lib/numbers';
import { useSession } from '../../lib/session';
import { CommunityStatsQuery } from './community-query';
import { ChallengesTab, FeaturedMembersTab, NewMembersTab, StoriesTab } from './community-tabs';
import { useScreenQuery } from '../../kit/use-screen-query';


/** docs/product.md, Business constants and limits: the Engagement Rate card shows this fixed figure. */
export const ENGAGEMENT_RATE = '95%';

const TABS = ['featured', 'stories', 'challenges', 'new'] as const;
type CommunityTab = (typeof TABS)[number];

/**
 * docs/product.md, Community: a loading state, then four stat cards (active members, success stories, active challenges and
 * the fixed engagement rate) and four tabs — Featured Members, Success Stories, Challenges, New Members (`?tab=`).
 */
export function CommunityPage() {
  const { user } = useSession();
  const isAdmin = user?.role === 'admin';
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: CommunityTab = TABS.find((candidate) => candidate === asked) ?? 'featured';
  const { data, error } = useScreenQuery('Failed to load community data', CommunityStatsQuery, { fetchPolicy: 'cache-and-network' });

  if (!data && !error) return <PageSpinner label="Loading community…" />;
  const stats = data?.communityStats;
  const figure = (value: number | undefined) => (value === undefined ? '–' : formatCount(value));

  return (
    <Page>
      <PageHeading title="Community" subtitle="Meet the moms walking this path with you: their stories, their challenges, their wins." />
      <StatGrid $count={4}>
        <StatCard label="Active Members" value={figure(stats?.activeMembers)} icon={<UsersIcon />} tone="plum" />
        <StatCard label="Success Stories" value={figure(stats?.successStories)} icon={<SparkleIcon />} tone="coral" />
        <StatCard label="Active Challenges" value={figure(stats?.activeChallenges)} icon={<FootstepsIcon />} tone="sage" />
        <StatCard label="Engagement Rate" value={ENGAGEMENT_RATE} icon={<ChartIcon />} tone="plum" />
      </StatGrid>
      <Tabs
        label="Community"
        selected={tab}
        onSelect={(next) => setParams(next === 'featured' ? {} : { tab: next }, { replace: true })}
        tabs={[
          { key: 'featured', label: 'Featured Members', content: <FeaturedMembersTab /> },
          { key: 'stories', label: 'Success Stories', content: <StoriesTab isAdmin={isAdmin} /> },
          { key: 'challenges', label: 'Challenges', content: <ChallengesTab isAdmin={isAdmin} /> },
          { key: 'new', label: 'New Members', content: <NewMembersTab /> },
        ]}
      />
    </Page>
  );
}
