import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { AwardIcon, HeartIcon } from '../../components/icons';
import { Modal } from '../../components/modal';
import { Pill } from '../../components/pill';
import { memberProfilePath } from '../../config/paths';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { formatDay } from '../../lib/dates';
import { errorMessage } from '../../lib/error-message';
import { notify } from '../../lib/notify';
import { cardSurface } from '../../styles/surface';
import { ReportButton } from '../../components/report/report-button';
import { colors, controlHeights, fontSizes, fontWeights, space } from '../../styles/theme';

export const StoryCardFragment = graphql(`
  fragment StoryCard on SuccessStory {
    id
    title
    storyType
    storyContent
    likesCount
    likedByMe
    isFeatured
    createdAt
    author {
      id
      firstName
      lastName
      businessName
    }
  }
`);

const ToggleStoryLikeMutation = graphql(`
  mutation ToggleStoryLike($id: ID!) {
    toggleSuccessStoryLike(id: $id) {
      liked
      story {
        id
        likesCount
        likedByMe
      }
    }
  }
`);

const FeatureStoryMutation = graphql(`
  mutation FeatureStory($id: ID!, $featured: Boolean!) {
    featureSuccessStory(id: $id, featured: $featured) {
      id
      isFeatured
    }
  }
`);

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
  min-width: 0;
  padding: ${space[5]};
  ${cardSurface}
  h3 { font-size: ${fontSizes.lg}; overflow-wrap: anywhere; }
  .by { font-size: ${fontSizes.sm}; color: ${colors.inkSoft}; }
  .by a { color: ${colors.plum700}; font-weight: ${fontWeights.strong}; text-decoration: none; &:hover { text-decoration: underline; } }
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[1.5]};
`;

const Excerpt = styled.p`
  flex: 1;
  display: -webkit-box;
  -webkit-line-clamp: 4;
  -webkit-box-orient: vertical;
  overflow: hidden;
  white-space: pre-line;
`;

const Foot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[2]};
  .date { font-size: ${fontSizes.sm}; color: ${colors.inkSoft}; }
  .actions { display: flex; flex-wrap: wrap; gap: ${space[1.5]}; }
  button { min-height: ${controlHeights.sm}; padding: 0 ${space[3.5]}; }
`;

const LikeButton = styled(Button)<{ $liked: boolean }>`
  svg { width: 18px; height: 18px; fill: ${({ $liked, theme }) => ($liked ? theme.colors.coral600 : 'none')}; color: ${({ $liked, theme }) => ($liked ? theme.colors.coral600 : 'currentColor')}; }
`;

const FullStory = styled.div`
  display: grid;
  gap: ${space[3.5]};
  .by { color: ${colors.inkSoft}; }
  p.story { white-space: pre-line; line-height: 1.65; }
`;

/** "business_win" → "BUSINESS WIN" (docs/product.md, Community: underscore replaced by a space, upper-cased). */
export const storyTypeLabel = (storyType: string): string => storyType.replace(/_/g, ' ').toUpperCase();

/**
 * One success story (docs/product.md, Community): title, author and business, type badge, the start of the story, likes, date;
 * Read More opens the whole story; the heart likes or unlikes it; admins feature or unfeature it.
 */
export function StoryCard({ story: ref, isAdmin }: { story: FragmentType<typeof StoryCardFragment>; isAdmin: boolean }) {
  const story = getFragmentData(StoryCardFragment, ref);
  const [reading, setReading] = useState(false);
  const [toggleLike, { loading: liking }] = useMutation(ToggleStoryLikeMutation);
  const [feature, { loading: featuring }] = useMutation(FeatureStoryMutation);
  const author = `${story.author.firstName} ${story.author.lastName}`;
  const headingId = `story-${story.id}`;

  const like = () =>
    toggleLike({ variables: { id: story.id } }).catch((error: unknown) => notify.error(errorMessage(error, 'Failed to like story')));
  const setFeatured = (featured: boolean) =>
    feature({ variables: { id: story.id, featured } })
      .then(() => notify.success(featured ? 'Story featured' : 'Story no longer featured'))
      .catch((error: unknown) => notify.error(errorMessage(error, 'Failed to update story')));

  const byline = (
    <p className="by">
      by <Link to={memberProfilePath(story.author.id)}>{author}</Link>
      {story.author.businessName ? ` · ${story.author.businessName}` : null}
    </p>
  );
  return (
    <Card aria-labelledby={headingId}>
      <Badges>
        <Pill $tone="coral">{storyTypeLabel(story.storyType)}</Pill>
        {story.isFeatured ? (
          <Pill $tone="gold">
            <AwardIcon width={14} height={14} /> Featured
          </Pill>
        ) : null}
      </Badges>
      <div>
        <h3 id={headingId}>{story.title}</h3>
        {byline}
      </div>
      <Excerpt>{story.storyContent}</Excerpt>
      <Foot>
        <span className="date">{formatDay(story.createdAt)}</span>
        <span className="actions">
          <LikeButton
            type="button"
            $variant="ghost"
            $liked={story.likedByMe}
            aria-pressed={story.likedByMe}
            aria-label={`Like "${story.title}", ${story.likesCount} ${story.likesCount === 1 ? 'like' : 'likes'}`}
            disabled={liking}
            onClick={() => void like()}
          >
            <HeartIcon /> {story.likesCount}
          </LikeButton>
          {isAdmin ? (
            <Button type="button" $variant="ghost" disabled={featuring} onClick={() => void setFeatured(!story.isFeatured)}>
              {story.isFeatured ? 'Unfeature' : 'Feature'}
            </Button>
          ) : null}
          <ReportButton subject={{ type: 'story', id: story.id, preview: story.title }} authorId={story.author.id} label={`Report the story "${story.title}"`} />
          <Button type="button" $variant="secondary" aria-label={`Read more: ${story.title}`} onClick={() => setReading(true)}>
            Read More
          </Button>
        </span>
      </Foot>
      {reading ? (
        <Modal title={story.title} onClose={() => setReading(false)} width={620}>
          <FullStory>
            <Badges>
              <Pill $tone="coral">{storyTypeLabel(story.storyType)}</Pill>
            </Badges>
            {byline}
            <p className="story">{story.storyContent}</p>
            <p className="by">
              Shared {formatDay(story.createdAt)} · {story.likesCount} {story.likesCount === 1 ? 'like' : 'likes'}
            </p>
          </FullStory>
        </Modal>
      ) : null}
    </Card>
  );
}
