import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useConfirmDialog } from '../../components/confirm-dialog';
import { ShieldIcon, UsersIcon } from '../../components/icons';
import { Panel, PanelHeader } from '../../components/panel';
import { SearchInput } from '../../components/search-input';
import { Spinner } from '../../components/spinner';
import type { Role } from '../../gql/graphql';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { ADMIN_USERS_PAGE_SIZE, AdminUsersQuery, PENDING_REQUESTS_SHOWN } from './admin-users-query';
import { useDeleteUser } from './api/use-delete-user';
import { useGrantAdminRequest } from './api/use-grant-admin-request';
import { useLiftSuspension } from './api/use-lift-suspension';
import { useSetUserRole } from './api/use-set-user-role';
import { formatCount } from '../../lib/numbers';
import { Pagination } from './pagination';
import { PanelTotal } from './panel-status';
import { PendingRequests } from './pending-requests';
import { MemberTokensDialog } from './member-tokens-dialog';
import { UsersTable } from './users-table';
import { colors, space } from '../../styles/theme';
import { useScreenQuery } from '../../kit/use-screen-query';
import { QueryState } from '../../kit/query-state';

const Stack = styled.div`
  display: grid;
  gap: ${space[6]};
`;

const Toolbar = styled.div`
  display: grid;
  gap: ${space[3]};
  margin-bottom: ${space[5]};
  @media (min-width: 640px) {
    grid-template-columns: minmax(0, 24rem) auto;
    justify-content: space-between;
    align-items: end;
  }
`;

const None = styled.p`
  padding: ${space[6]} 0;
  text-align: center;
  color: ${colors.inkSoft};
`;

/** Admin Panel → Users: search, total, the users table with role change and delete, pending admin requests. */
export function UsersTab({ viewerId }: { viewerId: string }) {
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim(), 300);
  const [paging, setPaging] = useState({ search: settled, page: 0 });
  // A new search starts again at its first page.
  const page = paging.search === settled ? paging.page : 0;
  const { data, previousData, loading } = useScreenQuery('Failed to load users', AdminUsersQuery, {
    variables: {
      search: settled === '' ? null : settled,
      limit: ADMIN_USERS_PAGE_SIZE,
      offset: page * ADMIN_USERS_PAGE_SIZE,
      pendingLimit: PENDING_REQUESTS_SHOWN,
    },
    fetchPolicy: 'cache-and-network',
  });
  const [confirmDialog, confirm] = useConfirmDialog();
  const [tokensOf, setTokensOf] = useState<{ id: string; name: string } | null>(null);
  const { setUserRole, pendingId: roleBusy } = useSetUserRole();
  const { deleteUser, pendingId: deleteBusy } = useDeleteUser();
  const { grant, pendingId: grantBusy } = useGrantAdminRequest();
  const { lift, pendingId: liftBusy } = useLiftSuspension();

  const shown = data ?? previousData;
  const users = shown?.adminUsers.users ?? [];
  const total = shown?.adminUsers.total ?? 0;
  const lastPage = Math.max(0, Math.ceil(total / ADMIN_USERS_PAGE_SIZE) - 1);

  // Deleting the last user of the last page leaves it empty: show the page before.
  useEffect(() => {
    if (data && page > lastPage) setPaging({ search: settled, page: lastPage });
  }, [data, page, lastPage, settled]);

  const goToPage = (next: number) => {
    setPaging({ search: settled, page: Math.min(Math.max(next, 0), lastPage) });
    document.getElementById('admin-users-title')?.scrollIntoView({ block: 'nearest' });
  };

  const onRoleChange = async (user: { id: string; name: string }, role: Role) => {
    const ok = await confirm({
      title: 'Change role?',
      message: `Change ${user.name}'s role to ${role}?`,
      confirmLabel: `Make ${role}`,
    });
    if (ok) await setUserRole(user.id, role);
  };

  const onDelete = async (user: { id: string; name: string }) => {
    const ok = await confirm({
      title: 'Delete user?',
      message: `Delete ${user.name}? Her account, posts and connections are removed. This cannot be undone.`,
      confirmLabel: 'Delete user',
      tone: 'danger',
    });
    if (ok) await deleteUser(user.id);
  };

  const onLift = async (user: { id: string; name: string }) => {
    const ok = await confirm({
      title: 'Lift suspension?',
      message: `${user.name} can sign in again at once. Lift her suspension?`,
      confirmLabel: 'Lift suspension',
    });
    if (ok) await lift(user.id);
  };

  const onGrant = async (user: { id: string; name: string }) => {
    const ok = await confirm({
      title: 'Grant admin access?',
      message: `${user.name} asked for an Organization Admin account. Grant admin access?`,
      confirmLabel: 'Grant admin',
    });
    if (ok) await grant(user.id);
  };

  return (
    <Stack>
      <Panel aria-labelledby="admin-users-title">
        <PanelHeader icon={<UsersIcon />} id="admin-users-title" title="Users" />
        <Toolbar>
          <SearchInput label="Search users" placeholder="Name, email or business" value={search} onChange={(e) => setSearch(e.target.value)} />
          <PanelTotal role="status" aria-live="polite">
            {loading ? <Spinner aria-hidden="true" /> : null}
            {shown ? `${formatCount(total)} ${total === 1 ? 'user' : 'users'}` : 'Loading users…'}
          </PanelTotal>
        </Toolbar>
        <QueryState loading={loading} hasData={Boolean(shown)} loadingLabel="" loadingHeight={200}>
          {users.length === 0 ? (
            <None>{settled ? 'No users match your search.' : 'No users yet.'}</None>
          ) : (
            <>
              <UsersTable
                users={users}
                viewerId={viewerId}
                busyId={roleBusy ?? deleteBusy ?? liftBusy}
                onRoleChange={(user, role) => void onRoleChange(user, role)}
                onDelete={(user) => void onDelete(user)}
                onTokens={setTokensOf}
                onLift={(user) => void onLift(user)}
              />
              <Pagination
                page={page}
                pageSize={ADMIN_USERS_PAGE_SIZE}
                total={total}
                shown={users.length}
                label={total === 1 ? 'user' : 'users'}
                busy={loading}
                onPage={goToPage}
              />
            </>
          )}
        </QueryState>
      </Panel>
      <Panel aria-labelledby="admin-requests-title">
        <PanelHeader icon={<ShieldIcon />} id="admin-requests-title" title="Pending admin requests" />
        <PendingRequests
          requests={shown?.pendingAdminRequests ?? []}
          busyId={grantBusy}
          onGrant={(user) => void onGrant(user)}
          shownAtMost={PENDING_REQUESTS_SHOWN}
        />
      </Panel>
      {confirmDialog}
      {tokensOf ? <MemberTokensDialog user={tokensOf} onClose={() => setTokensOf(null)} /> : null}
    </Stack>
  );
}
