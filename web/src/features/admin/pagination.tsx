import styled from 'styled-components';
import { Button } from '../../components/button';
import { ArrowLeftIcon, ArrowRightIcon } from '../../components/icons';
import { formatCount } from '../../lib/numbers';
import { colors, controlHeights, fontSizes, fontWeights, space } from '../../styles/theme';

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[3]};
  margin-top: ${space[4]};
  padding-top: ${space[4]};
  border-top: 1px solid ${colors.border};
`;

const Range = styled.p`
  margin: 0;
  font-size: ${fontSizes.sm};
  color: ${colors.inkSoft};
  strong { color: ${colors.plum900}; font-weight: ${fontWeights.strong}; }
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[2]};
`;

const PageButton = styled(Button)`
  min-height: ${controlHeights.sm};
  padding: 0 ${space[3.5]};
  font-size: ${fontSizes.sm};
  svg { flex: none; width: 18px; height: 18px; }
`;

const Current = styled.span`
  min-width: 6.5rem;
  text-align: center;
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.strong};
  color: ${colors.plum800};
  white-space: nowrap;
`;

/** "Showing 26–50 of 137 users" with Previous / Next under a paged table (pages count from 0). */
export function Pagination({
  page,
  pageSize,
  total,
  shown,
  label,
  busy,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  /** Rows on the current page. */
  shown: number;
  /** What the rows are, for the landmark and the range ("users"). */
  label: string;
  busy: boolean;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = shown === 0 ? 0 : page * pageSize + 1;
  const last = page * pageSize + shown;
  return (
    <Bar aria-label={`Pages of ${label}`}>
      <Range aria-live="polite">
        Showing <strong>{formatCount(first)}</strong>–<strong>{formatCount(last)}</strong> of <strong>{formatCount(total)}</strong> {label}
      </Range>
      {pages > 1 ? (
        <Controls>
          <PageButton type="button" $variant="secondary" onClick={() => onPage(page - 1)} disabled={busy || page === 0}>
            <ArrowLeftIcon aria-hidden="true" />
            Previous
          </PageButton>
          <Current aria-current="page">
            Page {formatCount(page + 1)} of {formatCount(pages)}
          </Current>
          <PageButton type="button" $variant="secondary" onClick={() => onPage(page + 1)} disabled={busy || page + 1 >= pages}>
            Next
            <ArrowRightIcon aria-hidden="true" />
          </PageButton>
        </Controls>
      ) : null}
    </Bar>
  );
}
