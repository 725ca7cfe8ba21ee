import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { useConfirmDialog } from '../../components/confirm-dialog';
import { SelectField } from '../../components/form-field';
import { CheckCircleIcon, ShieldIcon } from '../../components/icons';
import { Panel, PanelHeader } from '../../components/panel';
import type { MessageReportStatus, ReportAction, ReportSubjectType } from '../../gql/graphql';
import { errorMessage } from '../../lib/error-message';
import { useMemberAction } from '../../lib/use-member-action';
import { ADMIN_REPORTS_LIMIT, AdminReportsQuery, ResolveReportMutation, RestoreReportMutation } from './admin-reports-query';
import { PanelTotal } from './panel-status';
import { ReportCard } from './report-card';
import type { QueuedReport } from './report-subject-view';
import { space } from '../../styles/theme';
import { useScreenQuery } from '../../kit/use-screen-query';
import { QueryState } from '../../kit/query-state';

const List = styled.ul`
  display: grid;
  gap: ${space[3.5]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
  margin-bottom: ${space[4]};
  > * { min-width: 180px; }
`;

const KIND_OPTIONS: ReadonlyArray<{ value: '' | ReportSubjectType; label: string }> = [
  { value: '', label: 'Every kind' },
  { value: 'message', label: 'Messages' },
  { value: 'post', label: 'Posts' },
  { value: 'story', label: 'Stories' },
  { value: 'photo', label: 'Photos' },
  { value: 'review', label: 'Reviews' },
  { value: 'member', label: 'Members' },
];

const STATUS_OPTIONS: ReadonlyArray<{ value: MessageReportStatus; label: string }> = [
  { value: 'open', label: 'Open' },
  { value: 'resolved', label: 'Resolved' },
];

const done: Record<ReportAction, string> = { dismiss: 'Report dismissed', hide: 'Content hidden', suspend: 'Member suspended' };

/**
 * Admin Panel → Reports: the one moderation queue (docs/product.md, "Reporting and moderation") — every kind of report
 * or one, open (newest first) or resolved, each with what was reported in context. Resolving one resolves every open
 * report of the same content and takes them off the open list; hidden content can be restored.
 */
export function ReportsTab() {
  const [kind, setKind] = useState<'' | ReportSubjectType>('');
  const [status, setStatus] = useState<MessageReportStatus>('open');
  const variables = { kind: kind || null, status, limit: ADMIN_REPORTS_LIMIT };
  const { data, loading } = useScreenQuery('Failed to load reports', AdminReportsQuery, { variables, fetchPolicy: 'cache-and-network' });
  const [confirmDialog, confirm] = useConfirmDialog();
  const [resolve] = useMutation(ResolveReportMutation);
  const [restore] = useMutation(RestoreReportMutation);
  const { perform, pendingId } = useMemberAction({
    run: async (id, report: QueuedReport, action: ReportAction | 'restore', note: string) => {
      if (action === 'restore') {
        await restore({ variables: { id }, refetchQueries: [AdminReportsQuery] });
        return `The ${report.subjectType} shows again`;
      }
      await resolve({
        variables: { id, action, note: note || null },
        // Every open report of the same content is resolved with it.
        update(cache) {
          cache.updateQuery({ query: AdminReportsQuery, variables }, (current) =>
            current
              ? { ...current, reports: current.reports.filter((other) => other.subjectType !== report.subjectType || other.subjectId !== report.subjectId) }
              : current,
          );
        },
      });
      return done[action];
    },
    failure: (failure) => errorMessage(failure, 'Failed to resolve report'),
  });

  const act = async (report: QueuedReport, action: ReportAction | 'restore', note = '') => {
    if (action === 'suspend') {
      const name = `${report.author.firstName} ${report.author.lastName}`;
      const yes = await confirm({
        title: `Suspend ${name}?`,
        message: `${name} is signed out everywhere at once and cannot sign in until an admin lifts the suspension (Users tab).`,
        confirmLabel: 'Suspend',
        tone: 'danger',
      });
      if (!yes) return;
    }
    await perform(report.id, report, action, note);
  };

  const reports = data?.reports ?? [];
  const labels = new Map(data?.messageReportReasons.map((reason) => [reason.value, reason.label]));
  const count = `${reports.length} ${status} ${reports.length === 1 ? 'report' : 'reports'}`;
  return (
    <Panel aria-labelledby="reports-title">
      <PanelHeader icon={<ShieldIcon />} id="reports-title" title="Reports" action={data ? <PanelTotal aria-live="polite">{count}</PanelTotal> : undefined} />
      <Filters>
        <SelectField label="Kind" value={kind} options={KIND_OPTIONS} onChange={(changed) => setKind(changed.target.value as '' | ReportSubjectType)} />
        <SelectField label="Status" value={status} options={STATUS_OPTIONS} onChange={(changed) => setStatus(changed.target.value as MessageReportStatus)} />
      </Filters>
      <QueryState
        loading={loading}
        hasData={Boolean(data)}
        empty={reports.length === 0}
        loadingLabel="Loading reports…"
        loadingHeight={200}
        emptyView={{
          icon: <CheckCircleIcon />,
          title: status === 'open' ? 'No open reports' : 'No resolved reports',
          text: 'When a member reports a message, post, story, photo, review or member, it shows here for review.',
        }}
      >
        <List>
          {reports.map((report) => (
            <ReportCard
              key={report.id}
              report={report}
              reasonLabel={labels.get(report.reason) ?? report.reason}
              busy={pendingId === report.id}
              onResolve={(action, note) => void act(report, action, note)}
              onRestore={() => void act(report, 'restore')}
            />
          ))}
        </List>
      </QueryState>
      {confirmDialog}
    </Panel>
  );
}
