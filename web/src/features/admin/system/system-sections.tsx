import type { SystemDeliveries, SystemDisk, SystemOperation } from '@momstride/contracts/system-report';
import styled from 'styled-components';
import { Pill } from '../../../components/pill';
import { formatCount } from '../../../lib/numbers';
import { colors, fontSizes, fontWeights, radii, space } from '../../../styles/theme';
import { formatBytes, formatMs, NO_FIGURE, serviceLabel } from '@momstride/contracts/system-format';
import { RuledList } from '../ruled-list';

const Rows = styled(RuledList)`
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space[1]} ${space[3]};
    padding: ${space[2.5]} ${space[4]};
    background: ${colors.white};
  }
  code { flex: 1 1 12rem; min-width: 0; overflow-wrap: anywhere; font-size: ${fontSizes.sm}; color: ${colors.plum900}; }
`;

const Figure = styled.span`
  font-variant-numeric: tabular-nums;
  font-size: ${fontSizes.sm};
  color: ${colors.inkSoft};
  strong { color: ${colors.plum900}; font-weight: ${fontWeights.bold}; }
`;

const Quiet = styled.p`
  font-size: ${fontSizes.sm};
  color: ${colors.inkSoft};
`;

/** The slowest GraphQL operations and REST routes of the window, by p95. */
export function SlowestOperations({ operations, collecting }: { operations: readonly SystemOperation[]; collecting: boolean }) {
  if (operations.length === 0) {
    return <Quiet>{collecting ? 'Collecting: the slowest operations show after the first minute.' : 'No named operation was requested in the last hour.'}</Quiet>;
  }
  return (
    <Rows aria-label="Slowest operations">
      {operations.map((operation) => (
        <li key={`${operation.service} ${operation.kind} ${operation.name}`}>
          <code>{operation.name}</code>
          <Pill $tone={operation.kind === 'graphql' ? 'plum' : 'sand'}>{operation.kind === 'graphql' ? 'GraphQL' : 'REST'}</Pill>
          <Figure>{serviceLabel(operation.service)}</Figure>
          <Figure>
            p95 <strong>{formatMs(operation.p95_ms)}</strong>
          </Figure>
          <Figure>
            <strong>{formatCount(operation.requests)}</strong> {operation.requests === 1 ? 'request' : 'requests'}
          </Figure>
        </li>
      ))}
    </Rows>
  );
}

const Tiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(8rem, 1fr));
  gap: ${space[3]};
  margin: 0;
  div {
    padding: ${space[3]} ${space[4]};
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
    background: ${colors.sand50};
  }
  div[data-alarm='true'] { border-color: ${colors.coral300}; background: ${colors.coral100}; }
  dt { font-size: ${fontSizes.xs}; color: ${colors.inkSoft}; }
  dd { margin: 0; font-size: ${fontSizes.xl}; font-weight: ${fontWeights.bold}; font-variant-numeric: tabular-nums; color: ${colors.plum900}; }
`;

const count = (value: number | null): string => (value === null ? NO_FIGURE : formatCount(value));

/** Mails sent and failed, webhook deliveries delivered, failing and given up, over the window. */
export function Deliveries({ deliveries }: { deliveries: SystemDeliveries }) {
  const tiles: Array<[string, number | null, boolean]> = [
    ['Mails sent', deliveries.mails_sent, false],
    ['Mails failed', deliveries.mails_failed, (deliveries.mails_failed ?? 0) > 0],
    ['Webhooks delivered', deliveries.webhooks_delivered, false],
    ['Webhook attempts failed', deliveries.webhooks_failed, (deliveries.webhooks_failed ?? 0) > 0],
    ['Webhooks given up', deliveries.webhooks_dead, (deliveries.webhooks_dead ?? 0) > 0],
  ];
  return (
    <Tiles aria-label="Deliveries in the last hour">
      {tiles.map(([label, value, alarm]) => (
        <div key={label} data-alarm={alarm}>
          <dt>{label}</dt>
          <dd>{count(value)}</dd>
        </div>
      ))}
    </Tiles>
  );
}

const Bars = styled.ul`
  display: grid;
  gap: ${space[2.5]};
  margin: 0;
  padding: 0;
  list-style: none;
  li { display: grid; gap: ${space[1]}; }
  li > div:first-child { display: flex; justify-content: space-between; gap: ${space[3]}; font-size: ${fontSizes.sm}; }
  li > div:first-child span:first-child { min-width: 0; overflow-wrap: anywhere; }
  li > div:first-child span:last-child { flex: none; font-weight: ${fontWeights.bold}; font-variant-numeric: tabular-nums; }
`;

const Track = styled.div`
  height: 6px;
  border-radius: ${radii.pill};
  background: ${colors.sand200};
  span { display: block; height: 100%; border-radius: inherit; background: ${colors.plum600}; }
`;

/** Media and each database, with bars relative to the largest. */
export function Disk({ disk }: { disk: SystemDisk }) {
  const entries: Array<[string, number]> = [
    ...(disk.media_bytes !== null ? ([['Uploaded media', disk.media_bytes]] as Array<[string, number]>) : []),
    ...disk.databases.map(({ database, bytes }): [string, number] => [`Database ${database}`, bytes]),
  ];
  if (entries.length === 0) return <Quiet>No sizes reported yet.</Quiet>;
  const largest = Math.max(...entries.map(([, bytes]) => bytes), 1);
  return (
    <Bars aria-label="Disk used">
      {entries.map(([label, bytes]) => (
        <li key={label}>
          <div>
            <span>{label}</span>
            <span>{formatBytes(bytes)}</span>
          </div>
          <Track aria-hidden="true">
            <span style={{ width: `${Math.max(2, (bytes / largest) * 100)}%` }} />
          </Track>
        </li>
      ))}
    </Bars>
  );
}
