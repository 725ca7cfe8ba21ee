import type { ReactNode } from 'react';
import styled from 'styled-components';
import { EmptyState } from '../../components/empty-state';
import { Spinner } from '../../components/spinner';
import { colors, space } from '../../styles/theme';

export const CardGrid = styled.div`
  display: grid;
  gap: ${space[4]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
`;

const Loading = styled.div`
  display: grid;
  place-items: center;
  min-height: 200px;
  color: ${colors.plum700};
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
  if (loading && count === 0)
    return (
      <Loading role="status" aria-label={`Loading ${label}`}>
        <Spinner $size={30} />
      </Loading>
    );
  if (count === 0)
    return (
      <EmptyState icon={empty.icon} title={empty.title} action={empty.action}>
        {empty.text}
      </EmptyState>
    );
  return <CardGrid aria-label={label}>{children}</CardGrid>;
}
