import styled from 'styled-components';
import { Avatar } from '../../components/avatar';
import { Button } from '../../components/button';
import { ShieldIcon } from '../../components/icons';
import { Spinner } from '../../components/spinner';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { formatDay } from '../../lib/dates';
import { colors, fontSizes, radii, space } from '../../styles/theme';

export const PendingAdminRequestFragment = graphql(`
  fragment PendingAdminRequest on User {
    id
    firstName
    lastName
    email
    profilePicture
    createdAt
  }
`);

const List = styled.ul`
  display: grid;
  gap: ${space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[3]};
  padding: ${space[3]} ${space[3.5]};
  border-radius: ${radii.md};
  background: ${colors.sand100};
  > div { flex: 1 1 12rem; min-width: 0; }
  strong { display: block; color: ${colors.plum900}; }
  span { display: block; font-size: ${fontSizes.sm}; color: ${colors.inkSoft}; overflow-wrap: anywhere; }
`;

const None = styled.p`
  color: ${colors.inkSoft};
`;

const More = styled.p`
  margin-top: ${space[3.5]};
  font-size: ${fontSizes.sm};
  color: ${colors.inkSoft};
`;

/** Organization Admin sign-ups waiting for an admin (docs/product.md, States and transitions: Registration as admin), each with a Grant button. */
export function PendingRequests({
  requests: refs,
  busyId,
  onGrant,
  shownAtMost,
}: {
  requests: ReadonlyArray<FragmentType<typeof PendingAdminRequestFragment>>;
  busyId: string | null;
  /** How many requests the query asks for: a full list says older ones wait behind these. */
  shownAtMost: number;
  onGrant: (user: { id: string; name: string }) => void;
}) {
  const requests = getFragmentData(PendingAdminRequestFragment, refs);
  if (requests.length === 0) return <None>No pending admin requests.</None>;
  return (
    <>
      <List>
        {requests.map((user) => {
          const name = `${user.firstName} ${user.lastName}`;
          return (
            <Item key={user.id} aria-label={name}>
              <Avatar firstName={user.firstName} lastName={user.lastName} picture={user.profilePicture} size={40} />
              <div>
                <strong>{name}</strong>
                <span>
                  {user.email} · asked {formatDay(user.createdAt)}
                </span>
              </div>
              <Button type="button" onClick={() => onGrant({ id: user.id, name })} disabled={busyId === user.id} aria-label={`Grant admin access to ${name}`}>
                {busyId === user.id ? <Spinner aria-hidden="true" /> : <ShieldIcon width={20} height={20} />}
                Grant
              </Button>
            </Item>
          );
        })}
      </List>
      {requests.length >= shownAtMost ? <More>Showing the {shownAtMost} newest requests; grant these to see older ones.</More> : null}
    </>
  );
}
