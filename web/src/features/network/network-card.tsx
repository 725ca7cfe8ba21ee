import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Avatar } from '../../components/avatar';
import { ButtonLink } from '../../components/button';
import { Pill } from '../../components/pill';
import { businessCategoryLabels } from '../../config/business-categories';
import { memberProfilePath } from '../../config/paths';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { cardSurface } from '../../styles/surface';

export const NetworkCardFragment = graphql(`
  fragment NetworkCard on User {
    id
    firstName
    lastName
    businessName
    businessCategory
    locationCity
    locationState
    profilePicture
  }
`);

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  min-width: 0;
  padding: 1.25rem;
  ${cardSurface}
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: 0.85rem;
  min-width: 0;
  > div { min-width: 0; display: grid; gap: 0.2rem; justify-items: start; }
  h3 { font-size: ${({ theme }) => theme.fontSizes.lg}; overflow-wrap: anywhere; }
  p { color: ${({ theme }) => theme.colors.inkSoft}; font-size: ${({ theme }) => theme.fontSizes.sm}; overflow-wrap: anywhere; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.6rem;
  margin-top: auto;
  > * { flex: 1 1 auto; white-space: nowrap; }
`;

/** A member in My Network with View Profile (→ /profile/{id}) and, on the following tab, Unfollow. */
export function NetworkCard({ member: ref, action }: { member: FragmentType<typeof NetworkCardFragment>; action?: ReactNode }) {
  const member = getFragmentData(NetworkCardFragment, ref);
  const name = `${member.firstName} ${member.lastName}`;
  const location = [member.locationCity, member.locationState].filter(Boolean).join(', ');
  return (
    <Card aria-label={name}>
      <Head>
        <Avatar firstName={member.firstName} lastName={member.lastName} picture={member.profilePicture} size={56} />
        <div>
          <h3>{name}</h3>
          {member.businessName ? <p>{member.businessName}</p> : null}
          {member.businessCategory ? <Pill>{businessCategoryLabels[member.businessCategory]}</Pill> : null}
          {location ? <p>{location}</p> : null}
        </div>
      </Head>
      <Actions>
        <ButtonLink to={memberProfilePath(member.id)} $variant="secondary" aria-label={`View Profile of ${name}`}>
          View Profile
        </ButtonLink>
        {action}
      </Actions>
    </Card>
  );
}
