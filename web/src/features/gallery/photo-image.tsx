import styled, { css } from 'styled-components';
import { CameraIcon } from '../../components/icons';
import { Spinner } from '../../components/spinner';
import type { PhotoStatus } from '../../gql/graphql';
import { colors, fontSizes, fontWeights, radii, space } from '../../styles/theme';

/** Every state of a photo sits in a box of a fixed shape, so nothing moves when the image arrives. */
const boxStyles = css`
  position: relative;
  display: block;
  width: 100%;
  overflow: hidden;
  background: ${colors.sand200};
  img {
    display: block;
    width: 100%;
    height: 100%;
  }
`;

/** A grid tile's picture: 4:3, the thumbnail cropped to fill it. */
const TileBox = styled.span`
  ${boxStyles}
  aspect-ratio: 4 / 3;
  img { object-fit: cover; }
`;

/**
 * The detail's picture: the image's own shape (its width and height), as wide as the dialog allows but never
 * taller than most of the screen.
 */
const DetailBox = styled.span<{ $ratio: number }>`
  ${boxStyles}
  aspect-ratio: ${({ $ratio }) => $ratio};
  width: min(100%, calc(68dvh * ${({ $ratio }) => $ratio}));
  margin-inline: auto;
  border-radius: ${radii.md};
  img { object-fit: contain; }
`;

const Placeholder = styled.span`
  position: absolute;
  inset: 0;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${space[2]};
  padding: ${space[3]};
  text-align: center;
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.semibold};
  color: ${colors.inkSoft};
  background:
    radial-gradient(circle at 30% 20%, rgba(255, 255, 255, 0.55), transparent 60%),
    ${colors.sand200};
  svg { width: 30px; height: 30px; color: ${colors.plum600}; }
`;

/** What stands in for a photo that is not ready: its copy is being fetched, or it could not be. */
function NotReady({ status }: { status: PhotoStatus }) {
  return status === 'pending' ? (
    <Placeholder>
      <Spinner $size={26} aria-hidden="true" />
      Fetching image…
    </Placeholder>
  ) : (
    <Placeholder>
      <CameraIcon />
      Image unavailable
    </Placeholder>
  );
}

interface PhotoPicture {
  title: string;
  status: PhotoStatus;
}

/**
 * A tile's picture: the stored thumbnail when the photo is ready, otherwise "Fetching image…" or "Image
 * unavailable". The member's own source link is never shown: only the copies the server made (/media/…).
 */
export function TileImage({ photo }: { photo: PhotoPicture & { thumbnailUrl?: string | null | undefined } }) {
  return (
    <TileBox>
      {photo.status === 'ready' && photo.thumbnailUrl ? (
        <img src={photo.thumbnailUrl} alt={photo.title} loading="lazy" decoding="async" />
      ) : (
        <NotReady status={photo.status === 'ready' ? 'unavailable' : photo.status} />
      )}
    </TileBox>
  );
}

/** The detail's picture: the large copy at its own aspect ratio (a low 5:2 band for the placeholders). */
export function DetailImage({
  photo,
}: {
  photo: PhotoPicture & { imageUrl?: string | null | undefined; width?: number | null | undefined; height?: number | null | undefined };
}) {
  const { imageUrl, width, height } = photo;
  if (photo.status === 'ready' && imageUrl) {
    return (
      <DetailBox $ratio={width && height ? width / height : 4 / 3}>
        <img src={imageUrl} alt={photo.title} width={width ?? undefined} height={height ?? undefined} decoding="async" />
      </DetailBox>
    );
  }
  return (
    <DetailBox $ratio={5 / 2}>
      <NotReady status={photo.status === 'ready' ? 'unavailable' : photo.status} />
    </DetailBox>
  );
}
