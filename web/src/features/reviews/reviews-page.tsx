import { useState } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { Page } from '../../kit/page';
import { CommentIcon } from '../../components/icons';
import { PageHeading } from '../../components/page-heading';
import { Tabs } from '../../components/tabs';
import { graphql } from '../../gql';
import type { ReviewType } from '../../gql/graphql';
import { useSession } from '../../lib/session';
import { ReviewCard } from './review-card';
import { WriteReviewDialog } from './write-review-dialog';
import { space } from '../../styles/theme';
import { useScreenQuery } from '../../kit/use-screen-query';
import { QueryState } from '../../kit/query-state';

/** docs/product.md, Business constants and limits: review lists of 50. */
const REVIEWS_PAGE = 50;

const ReviewsPageQuery = graphql(`
  query ReviewsPage($reviewType: ReviewType, $limit: Int!) {
    reviews(reviewType: $reviewType, limit: $limit) {
      id
      ...ReviewCard
    }
  }
`);

const TABS = [
  { key: 'all', label: 'All Reviews', type: null },
  { key: 'community', label: 'Community', type: 'community' },
  { key: 'events', label: 'Events', type: 'event' },
  { key: 'members', label: 'Members', type: 'member' },
] as const satisfies ReadonlyArray<{ key: string; label: string; type: ReviewType | null }>;
type ReviewsTab = (typeof TABS)[number]['key'];

const List = styled.section`
  display: grid;
  gap: ${space[4]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 340px), 1fr));
`;

function ReviewList({ reviewType, onWrite }: { reviewType: ReviewType | null; onWrite: () => void }) {
  const viewerId = useSession().user?.id;
  const { data, loading } = useScreenQuery('Failed to load reviews', ReviewsPageQuery, { variables: { reviewType, limit: REVIEWS_PAGE }, fetchPolicy: 'cache-and-network' });
  const reviews = data?.reviews ?? [];
  return (
    <QueryState
      loading={loading}
      hasData={reviews.length > 0}
      empty={reviews.length === 0}
      loadingLabel="Loading reviews"
      loadingHeight={200}
      emptyView={{
        icon: <CommentIcon />,
        title: 'No reviews yet',
        text: 'Share how a walk, a member or the community has helped you.',
        action: (
          <Button type="button" onClick={onWrite}>
            Write the first review
          </Button>
        ),
      }}
    >
      <List aria-label="Reviews">
        {reviews.map((review) => (
          <ReviewCard key={review.id} review={review} viewerId={viewerId} />
        ))}
      </List>
    </QueryState>
  );
}

/** docs/product.md, Reviews: tabs All Reviews, Community, Events, Members (`?tab=`); Write Review; review cards; empty state. */
export function ReviewsPage() {
  const [params, setParams] = useSearchParams();
  const [writing, setWriting] = useState(false);
  const tab = TABS.find((candidate) => candidate.key === params.get('tab')) ?? TABS[0];
  const write = () => setWriting(true);
  return (
    <Page>
      <PageHeading
        title="Reviews"
        subtitle="What members say about our walks, each other and the MomStride community."
        action={
          <Button type="button" onClick={write}>
            Write Review
          </Button>
        }
      />
      <Tabs
        label="Reviews"
        selected={tab.key as ReviewsTab}
        onSelect={(next) => setParams(next === 'all' ? {} : { tab: next }, { replace: true })}
        tabs={TABS.map((item) => ({ key: item.key, label: item.label, content: <ReviewList key={item.key} reviewType={item.type} onWrite={write} /> }))}
      />
      {writing ? <WriteReviewDialog onClose={() => setWriting(false)} initialType={tab.type ?? 'community'} /> : null}
    </Page>
  );
}
