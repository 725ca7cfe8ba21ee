import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { Avatar } from '../../components/avatar';
import { Button } from '../../components/button';
import { MapPinIcon, MessageIcon } from '../../components/icons';
import { FollowButton } from '../../components/member/follow-button';
import { Pill } from '../../components/pill';
import { businessCategoryLabels } from '../../config/business-categories';
import { memberProfilePath, messagesWithPath } from '../../config/paths';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { cardSurface } from '../../styles/surface';
import { colors, fontSizes, fontWeights, shadows, space } from '../../styles/theme';

export const DirectoryMemberCardFragment = graphql(`
  fragment DirectoryMemberCard on User {
    id
    firstName
    lastName
    businessName
    businessCategory
    locationCity
    locationState
    bio
    profilePicture
    isFollowedByMe
    followersCount
  }
`);

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${space[3.5]};
  min-width: 0;
  padding: ${space[5]};
  ${cardSurface}
  transition: box-shadow 0.15s ease, transform 0.15s ease;
  &:hover { box-shadow: ${shadows.md}; }
`;

const Head = styled.header`
  display: flex;
  gap: ${space[3.5]};
  align-items: center;
  min-width: 0;
  > div { min-width: 0; display: grid; gap: ${space[0.5]}; }
  h2 {
    font-size: ${fontSizes.lg};
    overflow-wrap: anywhere;
  }
  h2 a {
    color: inherit;
    text-decoration: none;
    &:hover { text-decoration: underline; }
  }
`;

const Business = styled.p`
  font-weight: ${fontWeights.semibold};
  color: ${colors.coral700};
  overflow-wrap: anywhere;
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[1.5]} ${space[3]};
  font-size: ${fontSizes.sm};
  color: ${colors.inkSoft};
  span.location { display: inline-flex; align-items: center; gap: ${space[1]}; }
  svg { width: 15px; height: 15px; flex: none; }
`;

const Bio = styled.p`
  flex: 1;
  color: ${colors.ink};
  font-size: ${fontSizes.sm};
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const NoBio = styled(Bio)`
  color: ${colors.inkSoft};
  font-style: italic;
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space[2.5]};
  button { padding: 0 ${space[3]}; }
`;

/** A member in the directory: who she is, what she runs, Follow/Unfollow and Message (docs/product.md, Directory). */
export function MemberCard({
  member: ref,
  busy,
  onToggleFollow,
}: {
  member: FragmentType<typeof DirectoryMemberCardFragment>;
  busy: boolean;
  onToggleFollow: (member: { id: string; isFollowedByMe: boolean }) => void;
}) {
  const member = getFragmentData(DirectoryMemberCardFragment, ref);
  const navigate = useNavigate();
  const name = `${member.firstName} ${member.lastName}`;
  const location = [member.locationCity, member.locationState].filter(Boolean).join(', ');
  return (
    <Card aria-labelledby={`member-${member.id}`}>
      <Head>
        <Avatar firstName={member.firstName} lastName={member.lastName} picture={member.profilePicture} size={56} />
        <div>
          <h2 id={`member-${member.id}`}>
            <Link to={memberProfilePath(member.id)}>{name}</Link>
          </h2>
          {member.businessName ? <Business>{member.businessName}</Business> : null}
        </div>
      </Head>
      <Meta>
        {member.businessCategory ? <Pill>{businessCategoryLabels[member.businessCategory]}</Pill> : null}
        {location ? (
          <span className="location">
            <MapPinIcon /> {location}
          </span>
        ) : null}
      </Meta>
      {member.bio ? <Bio>{member.bio}</Bio> : <NoBio>No bio yet.</NoBio>}
      <Actions>
        <FollowButton name={name} isFollowing={member.isFollowedByMe} busy={busy} onToggle={() => onToggleFollow(member)} />
        <Button type="button" $variant="ghost" onClick={() => void navigate(messagesWithPath(member.id))} aria-label={`Message ${name}`}>
          <MessageIcon width={20} height={20} /> Message
        </Button>
      </Actions>
    </Card>
  );
}
