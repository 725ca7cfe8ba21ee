import { Link } from 'react-router';
import styled from 'styled-components';
import { memberProfilePath } from '../../config/paths';
import type { AdminReportsQuery } from '../../gql/graphql';
import { colors, fontSizes, fontWeights, radii, space } from '../../styles/theme';

export type QueuedReport = AdminReportsQuery['reports'][number];

const Quote = styled.blockquote`
  margin: 0;
  padding: ${space[3]} ${space[3.5]};
  border-left: 4px solid ${colors.coral500};
  border-radius: ${radii.sm};
  background: ${colors.sand100};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  color: ${colors.ink};
  display: grid;
  gap: ${space[1.5]};
  strong { font-weight: ${fontWeights.semibold}; }
  p { margin: 0; display: -webkit-box; -webkit-line-clamp: 6; -webkit-box-orient: vertical; overflow: hidden; }
`;

const Photo = styled.figure`
  display: flex;
  align-items: center;
  gap: ${space[3]};
  margin: 0;
  img { width: 96px; height: 96px; object-fit: cover; border-radius: ${radii.sm}; background: ${colors.sand100}; }
  figcaption { font-weight: ${fontWeights.semibold}; overflow-wrap: anywhere; }
`;

const Gone = styled.p`
  margin: 0;
  font-size: ${fontSizes.sm};
  color: ${colors.inkSoft};
`;

const kindLabels: Record<QueuedReport['subjectType'], string> = {
  message: 'Reported message',
  post: 'Reported post',
  story: 'Reported story',
  photo: 'Reported photo',
  review: 'Reported review',
  member: 'Reported member',
};

/** What was reported, as it looks (docs/product.md, "Reporting and moderation"), or a line saying it is gone. */
export function ReportSubjectView({ report }: { report: QueuedReport }) {
  const label = kindLabels[report.subjectType];
  const { message, post, story, photo, review, member } = report;
  if (message) return <Quote aria-label={label}>{message.content}</Quote>;
  if (post) return <Quote aria-label={label}>{post.content}</Quote>;
  if (story)
    return (
      <Quote aria-label={label}>
        <strong>{story.title}</strong>
        <p>{story.storyContent}</p>
      </Quote>
    );
  if (photo)
    return (
      <Photo aria-label={label}>
        {photo.thumbnailUrl ? <img src={photo.thumbnailUrl} alt="" /> : null}
        <figcaption>{photo.title}</figcaption>
      </Photo>
    );
  if (review)
    return (
      <Quote aria-label={label}>
        <strong>
          <span aria-label={`${review.rating} out of 5 stars`}>{'★'.repeat(review.rating)}</span> {review.title}
        </strong>
        <p>{review.content}</p>
      </Quote>
    );
  if (member)
    return (
      <Quote aria-label={label}>
        <Link to={memberProfilePath(member.id)}>{`${member.firstName} ${member.lastName}`}</Link>
        {member.businessName ? <p>{member.businessName}</p> : null}
      </Quote>
    );
  return <Gone>This {report.subjectType} is no longer available (its author deleted it).</Gone>;
}
