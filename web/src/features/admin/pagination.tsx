import styled from 'styled-components';
import { Button } from '../../components/button';
import { ArrowLeftIcon, ArrowRightIcon } from '../../components/icons';
import { formatCount } from '../../lib/numbers';

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  margin-top: 1.1rem;
  padding-top: 1rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Range = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkSoft};
  strong { color: ${({ theme }) => theme.colors.plum900}; font-weight: 650; }
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
`;

const PageButton = styled(Button)`
  min-height: 40px;
  padding: 0 0.9rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  svg { flex: none; width: 18px; height: 18px; }
`;

const Current = styled.span`
  min-width: 6.5rem;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 650;
  color: ${({ theme }) => theme.colors.plum800};
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
