import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Avatar } from '../../components/avatar';
import { ButtonLink } from '../../components/button';
import { Pill } from '../../components/pill';
import { businessCategoryLabels } from '../../config/business-categories';
import { memberProfilePath } from '../../config/paths';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { cardSurface } from '../../styles/surface';
import { colors, fontSizes, space } from '../../styles/theme';

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
  gap: ${space[4]};
  min-width: 0;
  padding: ${space[5]};
  ${cardSurface}
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[3.5]};
  min-width: 0;
  > div { min-width: 0; display: grid; gap: ${space[1]}; justify-items: start; }
  h3 { font-size: ${fontSizes.lg}; overflow-wrap: anywhere; }
  p { color: ${colors.inkSoft}; font-size: ${fontSizes.sm}; overflow-wrap: anywhere; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2.5]};
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
