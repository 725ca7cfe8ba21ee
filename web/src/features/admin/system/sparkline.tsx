import styled from 'styled-components';
import { colors } from '../../../styles/theme';

const Svg = styled.svg`
  display: block;
  width: 100%;
  height: 36px;
  overflow: visible;
`;

const WIDTH = 120;
const HEIGHT = 36;

/**
 * A small line of per-minute values (oldest first), hand-drawn in SVG: scaled to its own largest value, a gap
 * where a minute has no value. Described by `label` for screen readers; the figures beside it say the same.
 */
export function Sparkline({ values, label, tone = 'plum' }: { values: ReadonlyArray<number | null>; label: string; tone?: 'plum' | 'coral' }) {
  const known = values.filter((value): value is number => value !== null);
  const top = Math.max(...known, 0) || 1;
  const step = values.length > 1 ? WIDTH / (values.length - 1) : 0;
  const segments: string[] = [];
  let current = '';
  values.forEach((value, index) => {
    if (value === null) {
      if (current) segments.push(current);
      current = '';
      return;
    }
    const x = values.length > 1 ? index * step : WIDTH / 2;
    const y = HEIGHT - 2 - (value / top) * (HEIGHT - 4);
    current += `${current ? ' L' : 'M'}${x.toFixed(1)} ${y.toFixed(1)}`;
  });
  if (current) segments.push(current);
  const stroke = tone === 'coral' ? colors.coral600 : colors.plum600;
  return (
    <Svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-label={label}>
      <line x1="0" y1={HEIGHT - 1} x2={WIDTH} y2={HEIGHT - 1} stroke={colors.border} strokeWidth="1" vectorEffect="non-scaling-stroke" />
      {segments.map((path) => (
        <path key={path} d={path} fill="none" stroke={stroke} strokeWidth="2" strokeLinejoin="round" strokeLinecap="round" vectorEffect="non-scaling-stroke" />
      ))}
      {known.length === 1 && values.length === 1 ? <circle cx={WIDTH / 2} cy={HEIGHT / 2} r="2" fill={stroke} /> : null}
    </Svg>
  );
}
