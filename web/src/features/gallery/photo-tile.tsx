import styled from 'styled-components';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { cardSurface } from '../../styles/surface';
import { PhotoLikeButton } from './like-button';
import { TileImage } from './photo-image';

export const PhotoTileFragment = graphql(`
  fragment PhotoTile on Photo {
    id
    title
    status
    thumbnailUrl
    likesCount
    likedByMe
    uploader {
      id
      firstName
      lastName
    }
  }
`);

const Tile = styled.li`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow: hidden;
  ${cardSurface}
`;

const Open = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
  img { transition: transform 0.25s ease; }
  &:hover img { transform: scale(1.03); }
  &:focus-visible { outline-offset: -3px; }
`;

const Caption = styled.div`
  display: flex;
  align-items: center;
  gap: 0.35rem;
  padding: 0.55rem 0.4rem 0.55rem 0.85rem;
  > div { flex: 1; min-width: 0; display: grid; }
  h3, p { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  h3 { font-size: ${({ theme }) => theme.fontSizes.md}; }
  p { font-size: ${({ theme }) => theme.fontSizes.xs}; color: ${({ theme }) => theme.colors.inkSoft}; }
`;

/**
 * One photo in the grid: its thumbnail (or "Fetching image…" / "Image unavailable") opens the detail; title,
 * who shared it, and the like toggle below.
 */
export function PhotoTile({ photo: ref, onOpen }: { photo: FragmentType<typeof PhotoTileFragment>; onOpen: (id: string) => void }) {
  const photo = getFragmentData(PhotoTileFragment, ref);
  const notReady = photo.status === 'pending' ? 'fetching image' : photo.status === 'unavailable' ? 'image unavailable' : null;
  return (
    <Tile>
      <Open type="button" onClick={() => onOpen(photo.id)} aria-label={notReady ? `${photo.title} (${notReady})` : undefined} aria-haspopup="dialog">
        <TileImage photo={photo} />
      </Open>
      <Caption>
        <div>
          <h3 title={photo.title}>{photo.title}</h3>
          <p>
            {photo.uploader.firstName} {photo.uploader.lastName}
          </p>
        </div>
        <PhotoLikeButton photo={photo} />
      </Caption>
    </Tile>
  );
}
