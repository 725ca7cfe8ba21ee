import type { SystemQueue } from '@momstride/contracts/system-report';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { formatCount } from '../../../lib/numbers';
import { colors, fontSizes, fontWeights, radii, space } from '../../../styles/theme';
import { queueLabel, serviceLabel } from '@momstride/contracts/system-format';

const List = styled.ul`
  display: grid;
  gap: ${space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li<{ $dead: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]} ${space[4]};
  padding: ${space[3]} ${space[4]};
  border: 1px solid ${({ $dead }) => ($dead ? colors.coral300 : colors.border)};
  border-radius: ${radii.md};
  background: ${({ $dead }) => ($dead ? colors.coral100 : colors.sand50)};
`;

const Name = styled.div`
  flex: 1 1 14rem;
  min-width: 0;
  p { font-weight: ${fontWeights.strong}; color: ${colors.plum900}; overflow-wrap: anywhere; }
  small { font-size: ${fontSizes.xs}; color: ${colors.inkSoft}; }
`;

const Counts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[1]} ${space[4]};
  margin: 0;
  div { display: flex; gap: ${space[1]}; align-items: baseline; }
  dt { font-size: ${fontSizes.xs}; color: ${colors.inkSoft}; }
  dd { margin: 0; font-weight: ${fontWeights.bold}; font-variant-numeric: tabular-nums; }
`;

const RetryButton = styled(Button)`
  min-height: 40px;
  font-size: ${fontSizes.sm};
`;

const Quiet = styled.p`
  margin-top: ${space[3]};
  font-size: ${fontSizes.sm};
  color: ${colors.inkSoft};
`;

const isBusy = (queue: SystemQueue): boolean => queue.queued + queue.active + queue.retry + queue.dead_letters > 0;

/**
 * The queues with work waiting, retrying or dead (the rest counted in a line), each dead-letter count with Retry.
 * `busyQueue` is the queue whose retry is under way.
 */
export function QueueList({ queues, busyQueue, onRetry }: { queues: readonly SystemQueue[]; busyQueue: string | null; onRetry: (queue: SystemQueue) => void }) {
  const busy = queues.filter(isBusy);
  const quiet = queues.length - busy.length;
  if (queues.length === 0) return <Quiet>Nothing waits in any queue.</Quiet>;
  return (
    <>
      {busy.length > 0 ? (
        <List aria-label="Queues with work">
          {busy.map((queue) => (
            <Row key={queue.queue} $dead={queue.dead_letters > 0}>
              <Name>
                <p>{queueLabel(queue.queue)}</p>
                <small>{serviceLabel(queue.service)}</small>
              </Name>
              <Counts aria-label={`${queueLabel(queue.queue)} counts`}>
                <div>
                  <dt>Waiting</dt>
                  <dd>{formatCount(queue.queued)}</dd>
                </div>
                <div>
                  <dt>Running</dt>
                  <dd>{formatCount(queue.active)}</dd>
                </div>
                <div>
                  <dt>Retrying</dt>
                  <dd>{formatCount(queue.retry)}</dd>
                </div>
                <div>
                  <dt>Dead letters</dt>
                  <dd>{formatCount(queue.dead_letters)}</dd>
                </div>
              </Counts>
              {queue.dead_letters > 0 ? (
                <RetryButton
                  type="button"
                  $variant="secondary"
                  disabled={busyQueue === queue.queue}
                  aria-label={`Retry ${formatCount(queue.dead_letters)} dead letters of ${queueLabel(queue.queue)}`}
                  onClick={() => onRetry(queue)}
                >
                  {busyQueue === queue.queue ? 'Retrying…' : 'Retry'}
                </RetryButton>
              ) : null}
            </Row>
          ))}
        </List>
      ) : null}
      {quiet > 0 ? <Quiet>{busy.length === 0 ? `All ${formatCount(quiet)} queues are empty.` : `${formatCount(quiet)} other queues are empty.`}</Quiet> : null}
    </>
  );
}
