import { graphql } from '../../gql';

/**
 * The dashboard route's one query: each panel's own fragment (panels/*), fetched together in one request.
 * A new card is a panel with its fragment, spread here and placed in dashboard-page.tsx.
 */
export const DashboardQuery = graphql(`
  query DashboardPage($feedLimit: Int!) {
    ...WelcomeBanner
    ...PendingAdminNotice
    ...BusinessSnapshotPanel
    ...CommunityFeedPanel
    ...NetworkPanel
  }
`);
