import { useMutation } from '@apollo/client/react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Avatar } from '../../components/avatar';
import { Button } from '../../components/button';
import { ReportButton } from '../../components/report/report-button';
import { AwardIcon } from '../../components/icons';
import { Pill } from '../../components/pill';
import { memberProfilePath } from '../../config/paths';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { formatDay } from '../../lib/dates';
import { notify } from '../../lib/notify';
import { cardSurface } from '../../styles/surface';
import { Stars } from './stars';
import { colors, controlHeights, fontSizes, fontWeights, space } from '../../styles/theme';

export const ReviewCardFragment = graphql(`
  fragment ReviewCard on Review {
    id
    reviewType
    rating
    title
    content
    helpfulCount
    helpfulByMe
    isFeatured
    createdAt
    reviewer {
      id
      firstName
      lastName
      businessName
      profilePicture
    }
    targetEvent {
      id
      title
    }
    targetMember {
      id
      firstName
      lastName
    }
  }
`);

const ToggleHelpfulMutation = graphql(`
  mutation ToggleReviewHelpful($id: ID!) {
    toggleReviewHelpful(id: $id) {
      helpful
      review {
        id
        helpfulCount
        helpfulByMe
      }
    }
  }
`);

const Card = styled.article`
  display: grid;
  gap: ${space[3]};
  padding: ${space[5]};
  ${cardSurface}
  header { display: flex; gap: ${space[3]}; align-items: center; min-width: 0; }
  header > div { min-width: 0; display: grid; }
  header a { color: ${colors.plum900}; text-decoration: none; &:hover { text-decoration: underline; } }
  header small { color: ${colors.inkSoft}; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  h3 { font-size: ${fontSizes.lg}; overflow-wrap: anywhere; }
  p.content { white-space: pre-line; overflow-wrap: anywhere; }
  .about { font-size: ${fontSizes.sm}; color: ${colors.inkSoft}; }
  .about a { color: ${colors.plum700}; font-weight: ${fontWeights.strong}; }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]};
`;

const Foot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[2]};
  font-size: ${fontSizes.sm};
  color: ${colors.inkSoft};
  button { min-height: ${controlHeights.sm}; padding: 0 ${space[3.5]}; }
`;

const typeLabels = { community: 'Community', event: 'Event', member: 'Member' } as const;

/** One review (docs/product.md, Reviews): who wrote it, the stars, what about, the text, and the helpful toggle. */
export function ReviewCard({ review: ref, viewerId }: { review: FragmentType<typeof ReviewCardFragment>; viewerId: string | undefined }) {
  const review = getFragmentData(ReviewCardFragment, ref);
  const [toggle, { loading }] = useMutation(ToggleHelpfulMutation);
  const own = review.reviewer.id === viewerId;
  const headingId = `review-${review.id}`;
  const helpful = () => toggle({ variables: { id: review.id } }).catch(() => notify.error('Failed to mark review helpful'));
  return (
    <Card aria-labelledby={headingId}>
      <header>
        <Avatar firstName={review.reviewer.firstName} lastName={review.reviewer.lastName} picture={review.reviewer.profilePicture} size={40} />
        <div>
          <strong>
            <Link to={memberProfilePath(review.reviewer.id)}>
              {review.reviewer.firstName} {review.reviewer.lastName}
            </Link>
          </strong>
          {review.reviewer.businessName ? <small>{review.reviewer.businessName}</small> : null}
        </div>
      </header>
      <Meta>
        <Stars rating={review.rating} />
        <Pill $tone="plum">{typeLabels[review.reviewType]}</Pill>
        {review.isFeatured ? (
          <Pill $tone="gold">
            <AwardIcon width={14} height={14} /> Featured
          </Pill>
        ) : null}
      </Meta>
      <h3 id={headingId}>{review.title}</h3>
      {review.targetEvent ? <p className="about">About the walk {review.targetEvent.title}</p> : null}
      {review.targetMember ? (
        <p className="about">
          About <Link to={memberProfilePath(review.targetMember.id)}>{`${review.targetMember.firstName} ${review.targetMember.lastName}`}</Link>
        </p>
      ) : null}
      <p className="content">{review.content}</p>
      <Foot>
        <span>{formatDay(review.createdAt)}</span>
        {own ? (
          <span>
            {review.helpfulCount} found this helpful
          </span>
        ) : (
          <span>
            <ReportButton subject={{ type: 'review', id: review.id, preview: review.title }} authorId={review.reviewer.id} label={`Report the review "${review.title}"`} />
            <Button type="button" $variant={review.helpfulByMe ? 'primary' : 'ghost'} aria-pressed={review.helpfulByMe} disabled={loading} onClick={() => void helpful()}>
              Helpful ({review.helpfulCount})
            </Button>
          </span>
        )}
      </Foot>
    </Card>
  );
}
