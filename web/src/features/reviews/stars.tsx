import styled from 'styled-components';
import { colors, controlHeights, space } from '../../styles/theme';

const Row = styled.span`
  display: inline-flex;
  gap: ${space[0.5]};
  color: ${colors.gold500};
  font-size: 1.05rem;
  letter-spacing: 0.02em;
  .off { color: ${colors.sand300}; }
`;

/** A rating shown as five stars (read out as "4 out of 5 stars"). */
export function Stars({ rating }: { rating: number }) {
  return (
    <Row role="img" aria-label={`${rating} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((star) => (
        <span key={star} className={star <= rating ? undefined : 'off'} aria-hidden="true">
          ★
        </span>
      ))}
    </Row>
  );
}

const Picker = styled.div`
  display: flex;
  gap: ${space[1]};
  button {
    width: ${controlHeights.md};
    height: ${controlHeights.md};
    border: 0;
    border-radius: 10px;
    background: transparent;
    font-size: 1.6rem;
    line-height: 1;
    color: ${colors.sand300};
    cursor: pointer;
    &:hover { background: ${colors.sand100}; }
    &.on { color: ${colors.gold500}; }
  }
`;

/** docs/product.md, Validation rules: the rating is chosen with star buttons 1 to 5 (default 5). */
export function StarPicker({ value, onChange, labelId }: { value: number; onChange: (value: number) => void; labelId: string }) {
  return (
    <Picker role="radiogroup" aria-labelledby={labelId}>
      {[1, 2, 3, 4, 5].map((star) => (
        <button
          key={star}
          type="button"
          role="radio"
          aria-checked={value === star}
          aria-label={`${star} ${star === 1 ? 'star' : 'stars'}`}
          className={star <= value ? 'on' : undefined}
          onClick={() => onChange(star)}
        >
          ★
        </button>
      ))}
    </Picker>
  );
}
