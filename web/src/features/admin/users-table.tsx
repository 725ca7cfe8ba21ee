import styled from 'styled-components';
import { Avatar } from '../../components/avatar';
import { Button } from '../../components/button';
import { LockIcon, TrashIcon } from '../../components/icons';
import { Pill } from '../../components/pill';
import { Spinner } from '../../components/spinner';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import type { Role } from '../../gql/graphql';
import { colors, controlHeights, fontSizes, fontWeights, radii, space } from '../../styles/theme';

export const AdminUserRowFragment = graphql(`
  fragment AdminUserRow on User {
    id
    firstName
    lastName
    email
    businessName
    role
    isOrganizationOwner
    suspendedAt
    profilePicture
    followersCount
    followingCount
    postsCount
  }
`);

const Scroll = styled.div`
  @media (min-width: 900px) {
    overflow-x: auto;
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${fontSizes.sm};
  th {
    padding: ${space[3]} ${space[3]};
    text-align: left;
    font-size: ${fontSizes.xs};
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${colors.inkSoft};
    border-bottom: 1px solid ${colors.border};
    white-space: nowrap;
  }
  td {
    padding: ${space[3]} ${space[3]};
    border-bottom: 1px solid ${colors.border};
    vertical-align: middle;
  }
  tbody tr:hover td { background: ${colors.sand50}; }

  /* Phones: every row becomes a card, each cell labelled by its column. */
  @media (max-width: 899px) {
    thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0, 0, 0, 0); }
    tbody { display: grid; gap: ${space[3.5]}; }
    tr {
      display: grid;
      padding: ${space[1.5]} ${space[3.5]};
      border: 1px solid ${colors.border};
      border-radius: ${radii.md};
      background: ${colors.white};
    }
    td {
      display: block;
      padding: ${space[2.5]} 0;
    }
    tr td:last-child { border-bottom: 0; }
    td::before {
      content: attr(data-label);
      display: block;
      margin-bottom: ${space[1]};
      font-size: ${fontSizes.xs};
      font-weight: ${fontWeights.strong};
      text-transform: uppercase;
      letter-spacing: 0.05em;
      color: ${colors.inkSoft};
    }
    td[data-label='User']::before { display: none; }
  }
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[2.5]};
  min-width: 0;
  strong { color: ${colors.plum900}; white-space: nowrap; }
  div { min-width: 0; display: flex; flex-wrap: wrap; align-items: center; gap: ${space[1]} ${space[2]}; }
`;

const Email = styled.span`
  overflow-wrap: break-word;
`;

/** Lets a long address break before the @ rather than mid-word. */
function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at <= 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

const Stats = styled.dl`
  display: flex;
  gap: ${space[3.5]};
  margin: 0;
  div { display: grid; justify-items: center; }
  dd { margin: 0; order: -1; font-weight: ${fontWeights.bold}; color: ${colors.plum900}; line-height: 1.3; }
  dt { font-size: ${fontSizes.xs}; color: ${colors.inkSoft}; line-height: 1.3; }
  @media (max-width: 899px) {
    div { justify-items: start; }
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[1.5]};
  @media (max-width: 899px) {
    flex-wrap: wrap;
  }
`;

const RoleSelect = styled.select`
  min-height: ${controlHeights.sm};
  padding: 0 ${space[8]} 0 ${space[3]};
  border-radius: ${radii.sm};
  border: 1.5px solid ${colors.borderStrong};
  background: ${colors.white} url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='18' height='18' viewBox='0 0 24 24' fill='none' stroke='%236E2F5C' stroke-width='2' stroke-linecap='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E") no-repeat right 0.5rem center;
  appearance: none;
  font-weight: ${fontWeights.semibold};
  cursor: pointer;
  &:disabled { cursor: progress; opacity: 0.7; }
`;

const DeleteButton = styled(Button)`
  min-height: ${controlHeights.sm};
  padding: 0 ${space[3]};
  color: ${colors.danger};
  svg { flex: none; }
  &:not(:disabled):hover { background: ${colors.dangerBg}; }
`;

const Protected = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${space[1.5]};
  font-weight: ${fontWeights.strong};
  color: ${colors.sage700};
  svg { width: 16px; height: 16px; }
`;

const Muted = styled.span`
  color: ${colors.inkSoft};
`;

const roleLabels: Record<Role, string> = { admin: 'Admin', member: 'Member' };

export interface UsersTableProps {
  users: ReadonlyArray<FragmentType<typeof AdminUserRowFragment>>;
  viewerId: string;
  busyId: string | null;
  onRoleChange: (user: { id: string; name: string }, role: Role) => void;
  onDelete: (user: { id: string; name: string }) => void;
  /** Opens the member's personal access tokens (member-tokens-dialog.tsx). */
  onTokens: (user: { id: string; name: string }) => void;
  /** Lifts a suspended member's suspension. */
  onLift: (user: { id: string; name: string }) => void;
}

/**
 * docs/product.md, Admin Panel (Users): user, email, business, role, stats, actions; the owner is Protected (docs/product.md, Roles and
 * permissions); a suspended member is marked, with Lift (docs/product.md, "Reporting and moderation").
 */
export function UsersTable({ users: refs, viewerId, busyId, onRoleChange, onDelete, onTokens, onLift }: UsersTableProps) {
  const users = getFragmentData(AdminUserRowFragment, refs);
  return (
    <Scroll>
      <Table>
        <thead>
          <tr>
            <th scope="col">User</th>
            <th scope="col">Email</th>
            <th scope="col">Business</th>
            <th scope="col">Role</th>
            <th scope="col">Stats</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => {
            const name = `${user.firstName} ${user.lastName}`;
            const busy = busyId === user.id;
            const self = user.id === viewerId;
            return (
              <tr key={user.id} data-testid="admin-user-row" aria-label={name}>
                <td data-label="User">
                  <Who>
                    <Avatar firstName={user.firstName} lastName={user.lastName} picture={user.profilePicture} size={36} />
                    <div>
                      <strong>{name}</strong>
                      {self ? <Pill $tone="sand">You</Pill> : null}
                      {user.isOrganizationOwner ? <Pill $tone="gold">Owner</Pill> : null}
                      {user.suspendedAt ? <Pill $tone="coral">Suspended</Pill> : null}
                    </div>
                  </Who>
                </td>
                <td data-label="Email">
                  <Email>{user.email ? <EmailText email={user.email} /> : '—'}</Email>
                </td>
                <td data-label="Business">{user.businessName ?? <Muted>—</Muted>}</td>
                <td data-label="Role">
                  <Pill $tone={user.role === 'admin' ? 'coral' : 'plum'}>{roleLabels[user.role]}</Pill>
                </td>
                <td data-label="Stats">
                  <Stats>
                    <div>
                      <dt>Followers</dt>
                      <dd>{user.followersCount}</dd>
                    </div>
                    <div>
                      <dt>Following</dt>
                      <dd>{user.followingCount}</dd>
                    </div>
                    <div>
                      <dt>Posts</dt>
                      <dd>{user.postsCount}</dd>
                    </div>
                  </Stats>
                </td>
                <td data-label="Actions">
                  {user.isOrganizationOwner ? (
                    <Protected>
                      <LockIcon aria-hidden="true" /> Protected
                    </Protected>
                  ) : self ? (
                    <Muted>Your account</Muted>
                  ) : (
                    <Actions>
                      {user.suspendedAt ? (
                        <Button type="button" $variant="secondary" disabled={busy} onClick={() => onLift({ id: user.id, name })} aria-label={`Lift ${name}'s suspension`}>
                          Lift
                        </Button>
                      ) : null}
                      <RoleSelect
                        aria-label={`Role of ${name}`}
                        value={user.role}
                        disabled={busy}
                        onChange={(e) => onRoleChange({ id: user.id, name }, e.target.value as Role)}
                      >
                        <option value="member">Member</option>
                        <option value="admin">Admin</option>
                      </RoleSelect>
                      <Button type="button" $variant="ghost" onClick={() => onTokens({ id: user.id, name })} aria-label={`Access tokens of ${name}`}>
                        Tokens
                      </Button>
                      <DeleteButton type="button" $variant="ghost" disabled={busy} onClick={() => onDelete({ id: user.id, name })} aria-label={`Delete ${name}`}>
                        {busy ? <Spinner aria-hidden="true" /> : <TrashIcon width={18} height={18} />}
                        Delete
                      </DeleteButton>
                    </Actions>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Scroll>
  );
}
