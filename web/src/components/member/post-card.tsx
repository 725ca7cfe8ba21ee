import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { memberProfilePath } from '../../config/paths';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { formatRelative } from '../../lib/dates';
import { Avatar } from '../avatar';
import { CommentIcon, HeartIcon } from '../icons';
import { Pill } from '../pill';
import { ReportButton } from '../report/report-button';
import { colors, fontSizes, fontWeights, radii, space } from '../../styles/theme';

export const PostCardFragment = graphql(`
  fragment PostCard on Post {
    id
    content
    likesCount
    commentsCount
    createdAt
    author {
      id
      firstName
      lastName
      businessName
      profilePicture
    }
  }
`);

const Card = styled.article`
  display: grid;
  gap: ${space[3]};
  padding: ${space[4]} ${space[4]};
  border-radius: ${radii.md};
  border: 1px solid ${colors.border};
  background: ${colors.sand50};
`;

const Head = styled.header`
  display: flex;
  align-items: center;
  gap: ${space[3]};
  min-width: 0;
`;

const Who = styled.div`
  min-width: 0;
  display: grid;
  gap: ${space[0.5]};
  a {
    color: ${colors.plum900};
    font-weight: ${fontWeights.bold};
    text-decoration: none;
    &:hover { text-decoration: underline; }
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[1.5]};
  min-width: 0;
  font-size: ${fontSizes.xs};
  color: ${colors.inkSoft};
`;

const Content = styled.p<{ $clamp: boolean }>`
  white-space: pre-line;
  overflow-wrap: anywhere;
  ${({ $clamp }) =>
    $clamp &&
    `display: -webkit-box; -webkit-line-clamp: 4; -webkit-box-orient: vertical; overflow: hidden;`}
`;

const Counts = styled.ul`
  display: flex;
  gap: ${space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${fontSizes.sm};
  color: ${colors.inkSoft};
  li { display: inline-flex; align-items: center; gap: ${space[1.5]}; }
  svg { width: 18px; height: 18px; color: ${colors.coral600}; }
`;

const Foot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[2]};
`;

/**
 * One update: author with business badge, content, like and comment counts (docs/product.md, Dashboard: Community
 * Feed), and Report for another member's update.
 */
export function PostCard({ post: postRef, compact = false }: { post: FragmentType<typeof PostCardFragment>; compact?: boolean }) {
  const post = getFragmentData(PostCardFragment, postRef);
  const { author } = post;
  const name = `${author.firstName} ${author.lastName}`;
  return (
    <Card aria-label={`Update by ${name}`}>
      <Head>
        <Avatar firstName={author.firstName} lastName={author.lastName} picture={author.profilePicture} size={40} />
        <Who>
          <Link to={memberProfilePath(author.id)}>{name}</Link>
          <Meta>
            {author.businessName ? <Pill $tone="coral">{author.businessName}</Pill> : null}
            <time dateTime={post.createdAt}>{formatRelative(post.createdAt)}</time>
          </Meta>
        </Who>
      </Head>
      <Content $clamp={compact}>{post.content}</Content>
      <Foot>
      <Counts>
        <li>
          <HeartIcon /> {post.likesCount} <span className="visually-hidden">{post.likesCount === 1 ? 'like' : 'likes'}</span>
        </li>
        <li>
          <CommentIcon /> {post.commentsCount}{' '}
          <span className="visually-hidden">{post.commentsCount === 1 ? 'comment' : 'comments'}</span>
        </li>
      </Counts>
        <ReportButton subject={{ type: 'post', id: post.id, preview: post.content }} authorId={author.id} label={`Report the update by ${name}`} />
      </Foot>
    </Card>
  );
}

const List = styled.div`
  display: grid;
  gap: ${space[3.5]};
`;

/** Posts newest first, or `empty` when there are none. */
export function PostList({
  posts,
  compact = false,
  empty,
}: {
  posts: ReadonlyArray<{ id: string } & FragmentType<typeof PostCardFragment>>;
  compact?: boolean;
  empty: ReactNode;
}) {
  if (posts.length === 0) return <>{empty}</>;
  return (
    <List>
      {posts.map((post) => (
        <PostCard key={post.id} post={post} compact={compact} />
      ))}
    </List>
  );
}
