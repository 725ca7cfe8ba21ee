import type { ReactNode } from 'react';
import { CalendarIcon, ChartIcon, MessageIcon, UsersIcon } from '../../../components/icons';
import { StatCard, StatGrid, type StatTone } from '../../../components/stat-card';
import { paths } from '../../../config/paths';
import { graphql, getFragmentData, type FragmentType } from '../../../gql';
import { formatCount } from '../../../lib/numbers';

export const DashboardStatsFragment = graphql(`
  fragment DashboardStats on Query {
    me {
      id
      upcomingEventCount
      wellnessSummary {
        overallProgress
      }
      conversationCount
      followingCount
    }
  }
`);

interface Stat {
  label: string;
  value: string;
  icon: ReactNode;
  tone: StatTone;
  to: string;
}

/**
 * docs/product.md, Dashboard: the four cards, each opening its screen — Upcoming Events (the upcoming events she joined),
 * Wellness Progress (percent of her goals completed), Active Conversations (all her conversations: the members she
 * has exchanged at least one message with, kept live by the stream) and Following (→ My Network, the handler the
 * first specification's app had broken).
 */
export function DashboardStats({ query }: { query: FragmentType<typeof DashboardStatsFragment> }) {
  const { me } = getFragmentData(DashboardStatsFragment, query);
  const stats: Stat[] = [
    { label: 'Upcoming Events', value: formatCount(me.upcomingEventCount ?? 0), icon: <CalendarIcon />, tone: 'coral', to: paths.events },
    { label: 'Wellness Progress', value: `${me.wellnessSummary?.overallProgress ?? 0}%`, icon: <ChartIcon />, tone: 'sage', to: paths.wellness },
    { label: 'Active Conversations', value: formatCount(me.conversationCount ?? 0), icon: <MessageIcon />, tone: 'coral', to: paths.messages },
    { label: 'Following', value: formatCount(me.followingCount), icon: <UsersIcon />, tone: 'plum', to: `${paths.followers}?tab=following` },
  ];
  return (
    <StatGrid $count={stats.length} aria-label="Your MomStride at a glance">
      {stats.map((stat) => (
        <StatCard key={stat.label} {...stat} />
      ))}
    </StatGrid>
  );
}
