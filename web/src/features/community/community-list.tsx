import type { ReactNode } from 'react';
import styled from 'styled-components';
import { EmptyState } from '../../components/empty-state';
import { Spinner } from '../../components/spinner';

export const CardGrid = styled.div`
  display: grid;
  gap: 1.1rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
`;

const Loading = styled.div`
  display: grid;
  place-items: center;
  min-height: 200px;
  color: ${({ theme }) => theme.colors.plum700};
`;

export const TabBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  margin-bottom: 1rem;
  p { color: ${({ theme }) => theme.colors.inkSoft}; }
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
