import styled from 'styled-components';
import { colors, radii } from '../styles/theme';

const Track = styled.div`
  height: 8px;
  border-radius: ${radii.pill};
  background: ${colors.sand200};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: linear-gradient(90deg, ${colors.coral600}, ${colors.plum700});
  transition: width 0.2s ease;
`;

/** A labelled progress bar; `value` is a percentage 0..100. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <Track role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={`${percent}%`}>
      <Fill style={{ width: `${percent}%` }} />
    </Track>
  );
}
