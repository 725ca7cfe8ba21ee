import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { ButtonLink } from '../../components/button';
import { Page } from '../../kit/page';
import { LockIcon } from '../../components/icons';
import { PageHeading } from '../../components/page-heading';
import { PageSpinner } from '../../components/spinner';
import { lazyPart } from '../../lib/lazy-part';
import { Panel } from '../../components/panel';
import { Tabs } from '../../components/tabs';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { EventsTab } from './events-tab';
import { OrdersTab } from './orders-tab';
import { ReportsTab } from './reports-tab';
import { UsersTab } from './users-tab';
import { WebhooksTab } from './webhooks-tab';
import { colors, radii, space } from '../../styles/theme';

const Denied = styled(Panel)`
  display: grid;
  justify-items: center;
  gap: ${space[3]};
  max-width: 32rem;
  margin: ${space[8]} auto;
  text-align: center;
  > svg {
    width: 56px;
    height: 56px;
    padding: 13px;
    border-radius: ${radii.lg};
    background: ${colors.dangerBg};
    color: ${colors.danger};
  }
  p { color: ${colors.inkSoft}; }
`;

type AdminTab = 'events' | 'users' | 'orders' | 'reports' | 'webhooks' | 'system';

const TABS: readonly AdminTab[] = ['events', 'users', 'orders', 'reports', 'webhooks', 'system'];

/** The System tab's code (its charts and report) is fetched when it is first opened. */
const SystemTab = lazyPart(() => import('./system/system-tab'), 'SystemTab');

/**
 * docs/product.md, Admin Panel: tabs Events and Users, and beyond the first specification Orders (the shop's order requests) and Reports
 * (reported messages), Webhooks (endpoints that get domain events) and System (how the services run: docs/operations.md) (`?tab=events`, `?tab=orders`, `?tab=reports`, `?tab=webhooks`, `?tab=system`; Users opens first, as it did before events existed, so links to the panel keep landing on the users list).
 */
export function AdminPage() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: AdminTab = TABS.find((candidate) => candidate === asked) ?? 'users';
  if (!user || user.role !== 'admin') {
    return (
      <Page>
        <Denied aria-labelledby="access-denied-title">
          <LockIcon />
          <h1 id="access-denied-title">Access Denied</h1>
          <p>You need admin privileges to view this page.</p>
          <ButtonLink to={paths.dashboard}>Back to Dashboard</ButtonLink>
        </Denied>
      </Page>
    );
  }
  return (
    <Page>
      <PageHeading title="Admin Panel" subtitle="Manage the community: walking events, members, roles and admin requests, the shop's orders, reports, webhooks and how the system runs." />
      <Tabs<AdminTab>
        label="Admin Panel"
        selected={tab}
        onSelect={(next) => setParams(next === 'users' ? {} : { tab: next }, { replace: true })}
        tabs={[
          { key: 'events', label: 'Events', content: <EventsTab /> },
          { key: 'users', label: 'Users', content: <UsersTab viewerId={user.id} /> },
          { key: 'orders', label: 'Orders', content: <OrdersTab /> },
          { key: 'reports', label: 'Reports', content: <ReportsTab /> },
          { key: 'webhooks', label: 'Webhooks', content: <WebhooksTab /> },
          {
            key: 'system',
            label: 'System',
            content: (
              <Suspense fallback={<PageSpinner label="Loading the system status…" height={320} />}>
                <SystemTab />
              </Suspense>
            ),
          },
        ]}
      />
    </Page>
  );
}
