import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { CameraIcon } from '../../components/icons';
import { Spinner } from '../../components/spinner';
import { notify } from '../../lib/notify';
import { GALLERY_PAGE, GalleryPhotosQuery } from './gallery-query';
import { PhotoDetailDialog } from './photo-detail-dialog';
import { withFreshFirstPage, withNextPage } from './photo-list';
import { PhotoTile } from './photo-tile';
import { usePendingPoll } from './use-pending-poll';
import { space } from '../../styles/theme';
import { useScreenQuery } from '../../kit/use-screen-query';
import { QueryState } from '../../kit/query-state';

/** Two columns on a phone, up to four on a laptop; tiles never narrower than they can show a caption. */
const Grid = styled.ul`
  display: grid;
  gap: ${space[4]};
  grid-template-columns: repeat(auto-fill, minmax(min(calc(50% - 0.5rem), 220px), 1fr));
  list-style: none;
  margin: 0;
  padding: 0;
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${space[6]};
`;

export interface GalleryViewer {
  id: string;
  role: string;
}

/**
 * One tab's photos, newest first, 50 at a time ("Load more" while a page comes back full). A tile opens the detail.
 * While a photo added by link is still being fetched, the list is asked again every ~2 s (for a minute at most), so
 * its tile turns into the picture — or "Image unavailable" — by itself.
 */
export function PhotoGrid({
  category,
  categoryNames,
  viewer,
  uploadAction,
  refreshToken,
}: {
  /** A category id, or null for All Photos. */
  category: string | null;
  categoryNames: ReadonlyMap<string, string>;
  viewer: GalleryViewer | null;
  uploadAction: ReactNode;
  /** Changes when she shared a photo: the first page is asked again (what was paged in stays). */
  refreshToken: number;
}) {
  const { data, loading, error, fetchMore, refetch } = useScreenQuery('Failed to load photos', GalleryPhotosQuery, {
    variables: { category, limit: GALLERY_PAGE, offset: 0 },
    fetchPolicy: 'cache-and-network',
  });
  const [openId, setOpenId] = useState<string | null>(null);
  /** How many photos the list held when a next page came back short: no "Load more" while it still holds that many. */
  const [exhaustedAt, setExhaustedAt] = useState<number | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);

  const photos = data?.photos ?? [];
  const pendingKey = photos
    .filter((photo) => photo.status === 'pending')
    .map((photo) => photo.id)
    .join(',');

  const refreshFirstPage = useCallback(
    () =>
      fetchMore({
        variables: { offset: 0 },
        updateQuery: (previous, { fetchMoreResult }) => ({
          ...previous,
          photos: withFreshFirstPage(previous.photos, fetchMoreResult.photos, GALLERY_PAGE),
        }),
      }),
    [fetchMore],
  );
  usePendingPoll(pendingKey, refreshFirstPage);

  const shownToken = useRef(refreshToken);
  useEffect(() => {
    if (shownToken.current === refreshToken) return;
    shownToken.current = refreshToken;
    refreshFirstPage().catch((cause: unknown) => console.warn('Could not refresh the photos', cause));
  }, [refreshToken, refreshFirstPage]);

  const loadMore = async () => {
    setLoadingMore(true);
    try {
      const next = await fetchMore({
        variables: { offset: photos.length },
        updateQuery: (previous, { fetchMoreResult }) => ({ ...previous, photos: withNextPage(previous.photos, fetchMoreResult.photos) }),
      });
      const added = next.data?.photos.length ?? 0;
      if (added < GALLERY_PAGE) setExhaustedAt(photos.length + added);
    } catch (cause) {
      console.warn('Could not load more photos', cause);
      notify.error('Failed to load photos');
    } finally {
      setLoadingMore(false);
    }
  };

  const name = category ? categoryNames.get(category) : undefined;
  const open = photos.find((photo) => photo.id === openId);
  return (
    <QueryState
      loading={loading}
      error={error}
      hasData={photos.length > 0}
      empty={photos.length === 0}
      loadingLabel="Loading photos"
      failed={{ icon: <CameraIcon />, title: 'Photos could not be loaded', text: 'Check your connection and try again.', retryLabel: 'Try again' }}
      onRetry={refetch}
      emptyView={
        category
          ? {
              icon: <CameraIcon />,
              title: 'No photos in this category yet',
              text: name ? `Be the first to share one in ${name}.` : 'Be the first to share one here.',
              action: uploadAction,
            }
          : { icon: <CameraIcon />, title: 'No photos yet', text: 'Be the first to share a photo...', action: uploadAction }
      }
    >
      <Grid aria-label="Photos">
        {photos.map((photo) => (
          <PhotoTile key={photo.id} photo={photo} onOpen={setOpenId} />
        ))}
      </Grid>
      {photos.length >= GALLERY_PAGE && photos.length !== exhaustedAt ? (
        <More>
          <Button type="button" $variant="secondary" onClick={() => void loadMore()} disabled={loadingMore} aria-busy={loadingMore || undefined}>
            {loadingMore ? <Spinner aria-hidden="true" /> : null}
            Load more
          </Button>
        </More>
      ) : null}
      {open ? <PhotoDetailDialog photo={open} categoryNames={categoryNames} viewer={viewer} onClose={() => setOpenId(null)} /> : null}
    </QueryState>
  );
}
