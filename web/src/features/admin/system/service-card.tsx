import type { SystemService } from '@momstride/contracts/system-report';
import styled from 'styled-components';
import { Pill } from '../../../components/pill';
import { cardSurface } from '../../../styles/surface';
import { colors, fontSizes, fontWeights, space } from '../../../styles/theme';
import { Sparkline } from './sparkline';
import { formatMs, formatPerMinute, formatRate, NO_FIGURE, serviceLabel } from '@momstride/contracts/system-format';

const Card = styled.li`
  display: grid;
  gap: ${space[3]};
  min-width: 0;
  padding: ${space[4]};
  ${cardSurface}
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]};
  h4 { flex: 1 1 auto; min-width: 0; font-size: ${fontSizes.md}; }
`;

const Version = styled.p`
  margin-top: -${space[2]};
  font-size: ${fontSizes.xs};
  color: ${colors.inkSoft};
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${space[2]} ${space[3]};
  margin: 0;
  div { min-width: 0; }
  dt { font-size: ${fontSizes.xs}; color: ${colors.inkSoft}; }
  dd { margin: 0; font-weight: ${fontWeights.bold}; font-variant-numeric: tabular-nums; color: ${colors.plum900}; }
`;

const Quiet = styled.p`
  font-size: ${fontSizes.sm};
  color: ${colors.inkSoft};
`;

const Charts = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space[3]};
  p { margin-bottom: ${space[1]}; font-size: ${fontSizes.xs}; color: ${colors.inkSoft}; }
`;

/** One service: up or down, its version, traffic, errors and latency over the window, and two small charts. */
export function ServiceCard({ service, collecting }: { service: SystemService; collecting: boolean }) {
  const name = serviceLabel(service.name);
  const requests = service.minutes.map((minute) => minute.requests);
  const p95 = service.minutes.map((minute) => minute.p95_ms);
  const figures: Array<[string, string]> = [
    ['Requests/min', formatPerMinute(service.requests_per_minute)],
    ['Errors', formatRate(service.error_rate)],
    ['p50', formatMs(service.p50_ms)],
    ['p95', formatMs(service.p95_ms)],
    ['p99', formatMs(service.p99_ms)],
  ];
  return (
    <Card aria-label={name}>
      <Head>
        <h4>{name}</h4>
        <Pill $tone={service.up ? 'sage' : 'coral'}>{service.up ? 'Up' : 'Down'}</Pill>
      </Head>
      <Version>{service.version ? `Version ${service.version}` : 'Version unknown'}</Version>
      {figures.every(([, value]) => value === NO_FIGURE) ? (
        <Quiet>{collecting ? 'Traffic and latency show after the first minute.' : 'No traffic figures: it has not answered this hour.'}</Quiet>
      ) : (
        <Figures>
          {figures.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </Figures>
      )}
      {service.minutes.length > 0 ? (
        <Charts>
          <div>
            <p>Requests a minute</p>
            <Sparkline values={requests} label={`${name}: requests a minute over the last ${requests.length} minutes`} />
          </div>
          <div>
            <p>p95 a minute</p>
            <Sparkline values={p95} tone="coral" label={`${name}: 95th percentile latency a minute over the last ${p95.length} minutes`} />
          </div>
        </Charts>
      ) : null}
    </Card>
  );
}
