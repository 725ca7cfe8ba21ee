import { useMutation } from '@apollo/client/react';
import styled from 'styled-components';
import { CheckCircleIcon, ShieldIcon } from '../../components/icons';
import { Panel, PanelHeader } from '../../components/panel';
import { errorMessage } from '../../lib/error-message';
import { useMemberAction } from '../../lib/use-member-action';
import { ADMIN_REPORTS_LIMIT, AdminReportsQuery, ResolveReportMutation } from './admin-reports-query';
import { PanelTotal } from './panel-status';
import { ReportCard } from './report-card';
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

/** Admin Panel → Reports: messages members reported, newest first; resolving one takes it off the list. */
export function ReportsTab() {
  const { data, loading } = useScreenQuery('Failed to load reports', AdminReportsQuery, { variables: { limit: ADMIN_REPORTS_LIMIT }, fetchPolicy: 'cache-and-network' });
  const [resolve] = useMutation(ResolveReportMutation, {
    update(cache, { data: resolved }) {
      const id = resolved?.resolveMessageReport.id;
      if (!id) return;
      cache.updateQuery({ query: AdminReportsQuery, variables: { limit: ADMIN_REPORTS_LIMIT } }, (current) =>
        current ? { ...current, messageReports: current.messageReports.filter((report) => report.id !== id) } : current,
      );
    },
  });
  const { perform: resolveReport, pendingId } = useMemberAction({
    run: async (id, note: string) => {
      await resolve({ variables: { id, note: note || null } });
      return 'Report resolved';
    },
    failure: (failure) => errorMessage(failure, 'Failed to resolve report'),
  });

  const reports = data?.messageReports ?? [];
  const labels = new Map(data?.messageReportReasons.map((reason) => [reason.value, reason.label]));
  return (
    <Panel aria-labelledby="reports-title">
      <PanelHeader
        icon={<ShieldIcon />}
        id="reports-title"
        title="Reported messages"
        action={data ? <PanelTotal aria-live="polite">{reports.length === 1 ? '1 open report' : `${reports.length} open reports`}</PanelTotal> : undefined}
      />
      <QueryState
        loading={loading}
        hasData={Boolean(data)}
        empty={reports.length === 0}
        loadingLabel="Loading reports…"
        loadingHeight={200}
        emptyView={{ icon: <CheckCircleIcon />, title: 'No open reports', text: 'When a member reports a message she received, it shows here for review.' }}
      >
        <List>
          {reports.map((report) => (
            <ReportCard
              key={report.id}
              report={report}
              reasonLabel={labels.get(report.reason) ?? report.reason}
              resolving={pendingId === report.id}
              onResolve={(note) => void resolveReport(report.id, note)}
            />
          ))}
        </List>
      </QueryState>
    </Panel>
  );
}
