import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { Avatar } from '../../components/avatar';
import { Button, ButtonLink } from '../../components/button';
import { AwardIcon, MessageIcon, UsersIcon } from '../../components/icons';
import { Pill } from '../../components/pill';
import { businessCategoryLabels } from '../../config/business-categories';
import { memberProfilePath, messagesWithPath } from '../../config/paths';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { formatDay } from '../../lib/dates';
import { withMessageDraft } from '../../lib/messages/message-draft';
import { cardSurface } from '../../styles/surface';
import { colors, fontSizes, fontWeights, space } from '../../styles/theme';

export const CommunityMemberFragment = graphql(`
  fragment CommunityMember on User {
    id
    firstName
    lastName
    businessName
    businessCategory
    bio
    profilePicture
    followersCount
    isFeatured
    createdAt
  }
`);

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${space[3.5]};
  min-width: 0;
  padding: ${space[5]};
  ${cardSurface}
`;

const Head = styled.header`
  display: flex;
  gap: ${space[3.5]};
  align-items: center;
  min-width: 0;
  > div { min-width: 0; display: grid; gap: ${space[0.5]}; }
  h3 { font-size: ${fontSizes.lg}; overflow-wrap: anywhere; }
  h3 a { color: inherit; text-decoration: none; &:hover { text-decoration: underline; } }
  .business { font-weight: ${fontWeights.semibold}; color: ${colors.coral700}; overflow-wrap: anywhere; }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]} ${space[3]};
  font-size: ${fontSizes.sm};
  color: ${colors.inkSoft};
  .fact { display: inline-flex; align-items: center; gap: ${space[1]}; }
  svg { width: 16px; height: 16px; }
`;

const Bio = styled.p<{ $empty: boolean }>`
  flex: 1;
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
  color: ${({ $empty, theme }) => ($empty ? theme.colors.inkSoft : theme.colors.ink)};
  font-style: ${({ $empty }) => ($empty ? 'italic' : 'normal')};
`;

const You = styled(Pill)`
  align-self: flex-start;
`;

/** "Welcome to MomStride, Priya! …": what the Welcome button puts in the send box (she can change it before sending). */
export const welcomeMessage = (firstName: string): string =>
  `Welcome to MomStride, ${firstName}! 👋 So glad you're here. If you'd like company on a walk or want to talk business, just say hi.`;

const followersLabel = (count: number) => `${count} ${count === 1 ? 'follower' : 'followers'}`;

/**
 * A member on the Community screen (docs/product.md, Community): a featured member (bio, Featured badge, followers, View Profile) or a
 * new member (business category, joined date, Welcome — opens a conversation with a friendly welcome prefilled).
 */
export function CommunityMemberCard({
  member: ref,
  variant,
  viewerId,
}: {
  member: FragmentType<typeof CommunityMemberFragment>;
  variant: 'featured' | 'new';
  viewerId: string | undefined;
}) {
  const member = getFragmentData(CommunityMemberFragment, ref);
  const isViewer = member.id === viewerId;
  const navigate = useNavigate();
  const name = `${member.firstName} ${member.lastName}`;
  const headingId = `community-member-${variant}-${member.id}`;
  return (
    <Card aria-labelledby={headingId}>
      <Head>
        <Avatar firstName={member.firstName} lastName={member.lastName} picture={member.profilePicture} size={56} />
        <div>
          <h3 id={headingId}>
            <Link to={memberProfilePath(member.id)}>{name}</Link>
          </h3>
          {member.businessName ? <span className="business">{member.businessName}</span> : null}
        </div>
      </Head>
      <Meta>
        {variant === 'featured' && member.isFeatured ? (
          <Pill $tone="gold">
            <AwardIcon /> Featured
          </Pill>
        ) : null}
        {variant === 'new' && member.businessCategory ? <Pill>{businessCategoryLabels[member.businessCategory]}</Pill> : null}
        {variant === 'featured' ? (
          <span className="fact">
            <UsersIcon /> {followersLabel(member.followersCount)}
          </span>
        ) : (
          <span className="fact">Joined {formatDay(member.createdAt)}</span>
        )}
      </Meta>
      {variant === 'featured' ? <Bio $empty={!member.bio}>{member.bio || 'No bio yet.'}</Bio> : null}
      {variant === 'featured' ? (
        <ButtonLink to={memberProfilePath(member.id)} $variant="secondary" aria-label={`View profile of ${name}`}>
          View Profile
        </ButtonLink>
      ) : isViewer ? (
        <You $tone="plum">That's you — welcome!</You>
      ) : (
        <Button
          type="button"
          $variant="secondary"
          aria-label={`Welcome ${name}`}
          onClick={() => void navigate(messagesWithPath(member.id), { state: withMessageDraft(welcomeMessage(member.firstName)) })}
        >
          <MessageIcon width={20} height={20} /> Welcome
        </Button>
      )}
    </Card>
  );
}
