import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { businessCategoryLabels } from '../../config/business-categories';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { formatMonthYear } from '../../lib/dates';
import { Avatar } from '../avatar';
import { BriefcaseIcon, CalendarIcon, MapPinIcon } from '../icons';
import { Pill } from '../pill';
import { colors, fontSizes, fontWeights, fonts, radii, shadows, space } from '../../styles/theme';

export const MemberHeroFragment = graphql(`
  fragment MemberHero on User {
    id
    firstName
    lastName
    email
    role
    businessName
    businessCategory
    locationCity
    locationState
    profilePicture
    followersCount
    followingCount
    createdAt
  }
`);

const Card = styled.section`
  overflow: hidden;
  border-radius: ${radii.xl};
  background: ${colors.white};
  border: 1px solid ${colors.border};
  box-shadow: ${shadows.sm};
`;

const Banner = styled.div`
  height: 96px;
  background:
    radial-gradient(circle at 90% 0%, rgba(243, 165, 140, 0.55), transparent 50%),
    linear-gradient(135deg, ${colors.plum800}, ${colors.plum600});
  @media (min-width: 640px) {
    height: 120px;
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${space[4]};
  padding: 0 ${space[5]} ${space[6]};
  @media (min-width: 640px) {
    padding: 0 ${space[8]} ${space[7]};
    grid-template-columns: auto minmax(0, 1fr) auto;
    align-items: end;
    column-gap: ${space[6]};
  }
`;

const AvatarSpot = styled.div`
  margin-top: -56px;
  width: fit-content;
  border-radius: 50%;
  padding: 5px;
  background: ${colors.white};
  @media (min-width: 640px) {
    margin-top: -64px;
    align-self: start;
  }
`;

const Identity = styled.div`
  min-width: 0;
  display: grid;
  gap: ${space[2]};
  h1 {
    font-family: ${fonts.display};
    font-size: clamp(1.6rem, 4vw, 2.1rem);
    letter-spacing: -0.01em;
    overflow-wrap: anywhere;
  }
`;

const Email = styled.p`
  color: ${colors.inkSoft};
  overflow-wrap: anywhere;
`;

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[1.5]};
`;

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[1.5]} ${space[4]};
  margin: ${space[1]} 0 0;
  padding: 0;
  list-style: none;
  color: ${colors.inkSoft};
  font-size: ${fontSizes.sm};
  li { display: inline-flex; align-items: center; gap: ${space[1.5]}; }
  svg { width: 16px; height: 16px; flex: none; }
  strong { color: ${colors.plum900}; }
  a {
    color: ${colors.plum700};
    font-weight: ${fontWeights.semibold};
    text-decoration: none;
    &:hover { text-decoration: underline; }
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2.5]};
`;

export interface MemberHeroProps {
  user: FragmentType<typeof MemberHeroFragment>;
  /** Replaces the plain avatar (the own profile puts the picture uploader here). */
  avatar?: ReactNode;
  /** When given, the follower and following counts link to My Network. */
  networkLinks?: { followers: string; following: string };
  actions?: ReactNode;
}

/** Profile header: avatar, name, e-mail, business badge and category, counts, joined date (docs/product.md, Profile). */
export function MemberHero({ user: userRef, avatar, networkLinks, actions }: MemberHeroProps) {
  const user = getFragmentData(MemberHeroFragment, userRef);
  const location = [user.locationCity, user.locationState].filter(Boolean).join(', ');
  const followers = (
    <>
      <strong>{user.followersCount}</strong> {user.followersCount === 1 ? 'follower' : 'followers'}
    </>
  );
  const following = (
    <>
      <strong>{user.followingCount}</strong> following
    </>
  );
  return (
    <Card aria-labelledby="member-hero-name">
      <Banner />
      <Body>
        <AvatarSpot>
          {avatar ?? <Avatar firstName={user.firstName} lastName={user.lastName} picture={user.profilePicture} size={112} />}
        </AvatarSpot>
        <Identity>
          <h1 id="member-hero-name">
            {user.firstName} {user.lastName}
          </h1>
          {user.email ? <Email>{user.email}</Email> : null}
          <Tags>
            {user.businessName ? (
              <Pill $tone="coral">
                <BriefcaseIcon width={14} height={14} aria-hidden="true" /> {user.businessName}
              </Pill>
            ) : null}
            {user.businessCategory ? <Pill>{businessCategoryLabels[user.businessCategory]}</Pill> : null}
            {user.role === 'admin' ? <Pill $tone="gold">Organization Admin</Pill> : null}
          </Tags>
          <Facts>
            <li>{networkLinks ? <Link to={networkLinks.followers}>{followers}</Link> : followers}</li>
            <li>{networkLinks ? <Link to={networkLinks.following}>{following}</Link> : following}</li>
            {location ? (
              <li>
                <MapPinIcon /> {location}
              </li>
            ) : null}
            <li>
              <CalendarIcon /> Joined {formatMonthYear(user.createdAt)}
            </li>
          </Facts>
        </Identity>
        {actions ? <Actions>{actions}</Actions> : null}
      </Body>
    </Card>
  );
}
