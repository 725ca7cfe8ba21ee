import styled from 'styled-components';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { cardSurface } from '../../styles/surface';
import { PhotoLikeButton } from './like-button';
import { TileImage } from './photo-image';
import { colors, fontSizes, shadows, space } from '../../styles/theme';

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

/** The picture with the heart on its corner (a sibling of the picture's button, not inside it); only ready photos have one. */
const Picture = styled.div`
  position: relative;
  > button:last-child {
    position: absolute;
    top: 0.5rem;
    right: 0.5rem;
    min-height: 36px;
    padding: 0 ${space[3]};
    background: rgba(255, 255, 255, 0.92);
    box-shadow: ${shadows.sm};
    &:not(:disabled):hover { background: ${colors.white}; }
  }
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

/** Title (up to two lines) and who shared it, the whole width of the tile. */
const Caption = styled.div`
  display: grid;
  gap: ${space[0.5]};
  padding: ${space[2.5]} ${space[3.5]} ${space[3]};
  min-width: 0;
  h3 {
    font-size: ${fontSizes.md};
    line-height: 1.3;
    overflow-wrap: anywhere;
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
  p { font-size: ${fontSizes.xs}; color: ${colors.inkSoft}; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;

/**
 * One photo in the grid: its thumbnail (or "Fetching image…" / "Image unavailable") opens the detail, the heart on
 * its corner likes it; the title and who shared it below.
 */
export function PhotoTile({ photo: ref, onOpen }: { photo: FragmentType<typeof PhotoTileFragment>; onOpen: (id: string) => void }) {
  const photo = getFragmentData(PhotoTileFragment, ref);
  const notReady = photo.status === 'pending' ? 'fetching image' : photo.status === 'unavailable' ? 'image unavailable' : null;
  return (
    <Tile>
      <Picture>
        <Open type="button" onClick={() => onOpen(photo.id)} aria-label={notReady ? `${photo.title}, ${notReady}` : undefined} aria-haspopup="dialog">
          <TileImage photo={photo} />
        </Open>
        {notReady ? null : <PhotoLikeButton photo={photo} />}
      </Picture>
      <Caption>
        <h3 title={photo.title}>{photo.title}</h3>
        <p>
          {photo.uploader.firstName} {photo.uploader.lastName}
        </p>
      </Caption>
    </Tile>
  );
}
