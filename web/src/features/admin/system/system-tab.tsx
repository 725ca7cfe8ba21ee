import type { SystemQueue, SystemReport } from '@momstride/contracts/system-report';
import { useState } from 'react';
import styled from 'styled-components';
import { useConfirmDialog } from '../../../components/confirm-dialog';
import { AlertIcon, ChartIcon, ClockIcon } from '../../../components/icons';
import { Panel, PanelHeader } from '../../../components/panel';
import { QueryState } from '../../../kit/query-state';
import { formatCount } from '../../../lib/numbers';
import { notify } from '../../../lib/notify';
import { colors, fontSizes, radii, space } from '../../../styles/theme';
import { QueueList } from './queue-list';
import { ServiceCard } from './service-card';
import { retryDeadLetters } from './system-api';
import { queueLabel, windowLabel } from '@momstride/contracts/system-format';
import { Deliveries, Disk, SlowestOperations } from './system-sections';
import { useSystemReport } from './use-system-report';

const Intro = styled.p`
  max-width: 46rem;
  margin: -${space[1]} 0 ${space[4]};
  color: ${colors.inkSoft};
`;

const Collecting = styled.p`
  display: flex;
  align-items: center;
  gap: ${space[2]};
  margin-bottom: ${space[5]};
  padding: ${space[3]} ${space[4]};
  border-radius: ${radii.md};
  background: ${colors.gold100};
  color: #6b4a0e;
  svg { flex: none; width: 20px; height: 20px; }
`;

const Section = styled.section`
  display: grid;
  align-content: start;
  gap: ${space[3]};
  & + & { margin-top: ${space[6]}; }
  h3 { font-size: ${fontSizes.lg}; }
`;

const SectionHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${space[1]} ${space[3]};
  p { font-size: ${fontSizes.sm}; color: ${colors.inkSoft}; }
`;

const Services = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 17rem), 1fr));
  gap: ${space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Columns = styled.div`
  display: grid;
  gap: ${space[6]};
  margin-top: ${space[6]};
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    > section + section { margin-top: 0; }
  }
`;

const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

function Report({ report, busyQueue, onRetry }: { report: SystemReport; busyQueue: string | null; onRetry: (queue: SystemQueue) => void }) {
  const down = report.services.filter((service) => !service.up).length;
  return (
    <>
      {report.collecting ? (
        <Collecting role="status">
          <ClockIcon aria-hidden="true" />
          Collecting: the services are read once a minute, so rates, latency and charts show after the first minute.
        </Collecting>
      ) : null}
      <Section aria-labelledby="system-services">
        <SectionHead>
          <h3 id="system-services">Services</h3>
          <p>
            {down === 0 ? `All ${report.services.length} up` : `${down} of ${report.services.length} down`}
            {report.collecting ? '' : ` · ${windowLabel(report.window_minutes)}`}
            {` · updated ${time.format(new Date(report.generated_at))}`}
          </p>
        </SectionHead>
        <Services>
          {report.services.map((service) => (
            <ServiceCard key={service.name} service={service} collecting={report.collecting} />
          ))}
        </Services>
      </Section>
      <Section aria-labelledby="system-slowest">
        <h3 id="system-slowest">Slowest operations</h3>
        <SlowestOperations operations={report.slowest_operations} collecting={report.collecting} />
      </Section>
      <Section aria-labelledby="system-queues">
        <h3 id="system-queues">Queues</h3>
        <QueueList queues={report.queues} busyQueue={busyQueue} onRetry={onRetry} />
      </Section>
      <Columns>
        <Section aria-labelledby="system-deliveries">
          <h3 id="system-deliveries">Mails and webhooks, last hour</h3>
          <Deliveries deliveries={report.deliveries} />
        </Section>
        <Section aria-labelledby="system-disk">
          <h3 id="system-disk">Disk</h3>
          <Disk disk={report.disk} />
        </Section>
      </Columns>
    </>
  );
}

/**
 * Admin Panel → System (`?tab=system`; docs/operations.md, "The System tab"): every service up or down with its
 * version, traffic, errors and latency over the last hour with small charts, the slowest operations, the queues with
 * "Retry" on dead letters, mails and webhooks, and disk — read by the gateway from the services' metrics.
 */
export function SystemTab() {
  const { data, loading, error, refetch } = useSystemReport();
  const [busyQueue, setBusyQueue] = useState<string | null>(null);
  const [confirmElement, confirm] = useConfirmDialog();

  const onRetry = async (queue: SystemQueue) => {
    const letters = `${formatCount(queue.dead_letters)} dead ${queue.dead_letters === 1 ? 'letter' : 'letters'}`;
    const confirmed = await confirm({
      title: `Retry ${letters}?`,
      message: `They go back on ${queueLabel(queue.queue)} and are delivered again. Do this once the cause of the failures is fixed, or they will fail again.`,
      confirmLabel: 'Retry',
    });
    if (!confirmed) return;
    setBusyQueue(queue.queue);
    try {
      const { requeued } = await retryDeadLetters(queue.queue);
      notify.success(`${formatCount(requeued)} dead ${requeued === 1 ? 'letter' : 'letters'} queued again`);
      await refetch();
    } catch (failure) {
      notify.error(failure instanceof Error ? failure.message : 'The dead letters could not be retried');
    } finally {
      setBusyQueue(null);
    }
  };

  return (
    <Panel aria-labelledby="system-title">
      <PanelHeader icon={<ChartIcon />} id="system-title" title="System" />
      <Intro>How MomStride is running: each service, its traffic and speed over the last hour, the queues and the disk.</Intro>
      <QueryState
        loading={loading}
        error={error}
        hasData={Boolean(data)}
        loadingLabel="Loading the system status…"
        loadingHeight={320}
        failed={{ icon: <AlertIcon />, title: 'The system status could not be loaded', text: error instanceof Error ? error.message : undefined }}
        onRetry={refetch}
      >
        {data ? <Report report={data} busyQueue={busyQueue} onRetry={(queue) => void onRetry(queue)} /> : null}
      </QueryState>
      {confirmElement}
    </Panel>
  );
}

