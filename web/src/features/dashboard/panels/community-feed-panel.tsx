import { UnavailableNote } from './unavailable-note';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { ChatHeartIcon, SproutIcon } from '../../../components/icons';
import { PostList } from '../../../components/member/post-card';
import { Panel, PanelHeader } from '../../../components/panel';
import { paths } from '../../../config/paths';
import { graphql, getFragmentData, type FragmentType } from '../../../gql';
import { space } from '../../../styles/theme';

/** docs/product.md, Business constants and limits: the dashboard fetches 5 posts (dashboard-query.ts) and shows 3. */
const FEED_SHOWN = 3;

export const CommunityFeedPanelFragment = graphql(`
  fragment CommunityFeedPanel on Query {
    feed(limit: $feedLimit) {
      id
      ...PostCard
    }
  }
`);

const Footer = styled.div`
  margin-top: ${space[4]};
`;

/** The latest posts of the community, and the way to share one. */
export function CommunityFeedPanel({ query }: { query: FragmentType<typeof CommunityFeedPanelFragment> }) {
  const { feed } = getFragmentData(CommunityFeedPanelFragment, query);
  return (
    <Panel aria-labelledby="feed-title">
      <PanelHeader icon={<ChatHeartIcon />} id="feed-title" title="Community Feed" />
      {feed ? (
        <PostList
          posts={feed.slice(0, FEED_SHOWN)}
          compact
          empty={
            <EmptyState icon={<SproutIcon />} title="The feed is quiet">
              Be the first to share an update with the community.
            </EmptyState>
          }
        />
      ) : (
        <UnavailableNote what="The community feed" />
      )}
      <Footer>
        <ButtonLink to={paths.profile} $variant="secondary">
          Share an Update
        </ButtonLink>
      </Footer>
    </Panel>
  );
}
