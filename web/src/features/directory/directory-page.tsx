import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { Page } from '../../kit/page';
import { SelectField } from '../../components/form-field';
import { SearchIcon } from '../../components/icons';
import { PageHeading } from '../../components/page-heading';
import { SearchInput } from '../../components/search-input';
import { Spinner } from '../../components/spinner';
import { businessCategoryOptions, isBusinessCategory } from '../../config/business-categories';
import type { BusinessCategory } from '../../gql/graphql';
import { useFollow } from '../../lib/follow/use-follow';
import { useUnfollow } from '../../lib/follow/use-unfollow';
import { notify } from '../../lib/notify';
import { withNextPage } from '../../lib/list-pages';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { DIRECTORY_PAGE_SIZE, DirectoryPageQuery } from './directory-query';
import { MemberCard } from './member-card';
import { cardSurface } from '../../styles/surface';
import { colors, fontWeights, space } from '../../styles/theme';
import { useScreenQuery } from '../../kit/use-screen-query';
import { QueryState } from '../../kit/query-state';

const Filters = styled.form`
  display: grid;
  gap: ${space[4]};
  padding: ${space[4]};
  ${cardSurface}
  @media (min-width: 720px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) auto;
    align-items: end;
  }
`;

const Summary = styled.p`
  display: flex;
  align-items: center;
  gap: ${space[2]};
  min-height: 1.6rem;
  color: ${colors.inkSoft};
  font-weight: ${fontWeights.semibold};
`;

const Grid = styled.div<{ $stale: boolean }>`
  display: grid;
  gap: ${space[4]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
  opacity: ${({ $stale }) => ($stale ? 0.6 : 1)};
  transition: opacity 0.15s ease;
`;

const More = styled.div`
  display: flex;
  justify-content: center;
`;

const categoryFilterOptions = [{ value: '', label: 'All categories' }, ...businessCategoryOptions];

export function DirectoryPage() {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<BusinessCategory | ''>('');
  const settledSearch = useDebouncedValue(search.trim(), 300);
  const filters = { search: settledSearch === '' ? null : settledSearch, businessCategory: category === '' ? null : category };
  const filtersKey = JSON.stringify(filters);
  const { data, previousData, loading, error, fetchMore } = useScreenQuery('Failed to load users', DirectoryPageQuery, {
    variables: { ...filters, limit: DIRECTORY_PAGE_SIZE, offset: 0 },
    fetchPolicy: 'cache-and-network',
  });
  /** The filters and list length when a next page came back short: no "Show more" while the list still holds that many. */
  const [exhausted, setExhausted] = useState<{ filtersKey: string; count: number } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const { follow, pendingId: followingId } = useFollow();
  const { unfollow, pendingId: unfollowingId } = useUnfollow();

  const members = (data ?? previousData)?.users ?? [];
  const filtered = search.trim() !== '' || category !== '';
  const clearFilters = () => {
    setSearch('');
    setCategory('');
  };
  const busyId = followingId ?? unfollowingId;
  const stale = loading && Boolean(previousData) && !data;
  // A full page may have more behind it; a short one is the last.
  const complete =
    members.length < DIRECTORY_PAGE_SIZE || (exhausted?.filtersKey === filtersKey && exhausted.count === members.length);
  const canShowMore = Boolean(data) && !complete;

  /** The next page of the same search and category, after the members shown (offset paging; repeats are dropped). */
  const showMore = async () => {
    const shown = members.length;
    setLoadingMore(true);
    try {
      const next = await fetchMore({
        variables: { offset: shown },
        updateQuery: (previous, { fetchMoreResult }) => ({ ...previous, users: withNextPage(previous.users ?? [], fetchMoreResult.users ?? []) }),
      });
      const added = next.data?.users?.length ?? 0;
      if (added < DIRECTORY_PAGE_SIZE) setExhausted({ filtersKey, count: shown + added });
    } catch (cause) {
      console.warn('Could not load more members', cause);
      notify.error('Failed to load users');
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <Page>
      <PageHeading title="Member Directory" subtitle="Find mom entrepreneurs near you, follow their journey and start a conversation." />

      <Filters role="search" onSubmit={(e) => e.preventDefault()} aria-label="Filter members">
        <SearchInput
          label="Search members"
          placeholder="Name or business"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <SelectField
          label="Business category"
          options={categoryFilterOptions}
          value={category}
          onChange={(e) => setCategory(isBusinessCategory(e.target.value) ? e.target.value : '')}
        />
        <Button type="button" $variant="ghost" onClick={clearFilters} disabled={!filtered}>
          Clear filters
        </Button>
      </Filters>

      <Summary role="status" aria-live="polite">
        {loading ? <Spinner aria-hidden="true" /> : null}
        {loading && members.length === 0
          ? 'Loading members…'
          : !complete
            ? `Showing the first ${members.length} members${filtered ? ' matching your filters' : ''}`
            : filtered
              ? `${members.length} ${members.length === 1 ? 'member matches' : 'members match'} your filters`
              : `${members.length} ${members.length === 1 ? 'member' : 'members'}`}
      </Summary>

      <QueryState
        loading={loading && !error}
        hasData={members.length > 0}
        empty={members.length === 0}
        loadingLabel=""
        emptyView={{
          icon: <SearchIcon />,
          title: 'No members found',
          text: filtered ? 'Try a different name, business or category.' : 'New members join every week — check back soon.',
          action: filtered ? (
            <Button type="button" $variant="secondary" onClick={clearFilters}>
              Clear filters
            </Button>
          ) : null,
        }}
      >
        <Grid $stale={stale} aria-busy={loading}>
          {members.map((member) => (
            <MemberCard
              key={member.id}
              member={member}
              busy={busyId === member.id}
              onToggleFollow={({ id, isFollowedByMe }) => void (isFollowedByMe ? unfollow(id) : follow(id))}
            />
          ))}
        </Grid>
      </QueryState>

      {canShowMore ? (
        <More>
          <Button type="button" $variant="secondary" onClick={() => void showMore()} disabled={loadingMore} aria-busy={loadingMore || undefined}>
            {loadingMore ? <Spinner aria-hidden="true" /> : null}
            Show more
          </Button>
        </More>
      ) : null}
    </Page>
  );
}
