import type { ReactNode } from 'react';
import styled from 'styled-components';
import { colors, space } from '../../styles/theme';
import { QueryState } from '../../kit/query-state';

export const CardGrid = styled.div`
  display: grid;
  gap: ${space[4]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
`;

export const TabBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[3]};
  margin-bottom: ${space[4]};
  p { color: ${colors.inkSoft}; }
`;

/** A tab's list: a spinner while it first loads, its empty state, or its cards. */
export function CommunityList({
  loading,
  count,
  empty,
  label,
  children,
}: {
  loading: boolean;
  count: number;
  empty: { title: string; text: string; icon: ReactNode; action?: ReactNode };
  label: string;
  children: ReactNode;
}) {
  return (
    <QueryState loading={loading} hasData={count > 0} empty={count === 0} loadingLabel={`Loading ${label}`} loadingHeight={200} emptyView={empty}>
      <CardGrid aria-label={label}>{children}</CardGrid>
    </QueryState>
  );
}
