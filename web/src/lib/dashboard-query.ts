import type { ApolloClient } from '@apollo/client';
import { graphql } from '../gql';

/** docs/product.md, Business constants and limits: the dashboard fetches 5 posts (and shows 3). */
export const FEED_FETCH_LIMIT = 5;

/**
 * The dashboard route's one query: each panel's own fragment (features/dashboard/panels/*), fetched together in one
 * request. A new card is a panel with its fragment, spread here and placed in dashboard-page.tsx. It lives in lib/
 * because two features use it: the dashboard renders it, and signing in or registering prefetches it.
 */
export const DashboardQuery = graphql(`
  query DashboardPage($feedLimit: Int!) {
    ...WelcomeBanner
    ...PendingAdminNotice
    ...DashboardStats
    ...UpcomingEventsPanel
    ...BusinessSnapshotPanel
    ...CommunityFeedPanel
    ...NetworkPanel
    ...WellnessGoalsPanel
    ...RecentMessagesPanel
  }
`);

/**
 * Starts the dashboard's query before the screen renders, when a sign-in is about to land there: the screen's own
 * query then joins the request in flight instead of waiting for the frame to render before it asks.
 */
export function prefetchDashboard(client: ApolloClient): void {
  client.query({ query: DashboardQuery, variables: { feedLimit: FEED_FETCH_LIMIT } }).catch(() => {
    // The screen asks again and shows its own error.
  });
}
