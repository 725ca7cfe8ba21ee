import styled from 'styled-components';
import { colors } from '../../styles/theme';

/** A fixed 4:3 box, so the grid does not move as pictures arrive; the (square) picture fills it, its margins cropped. */
const Box = styled.div`
  aspect-ratio: 4 / 3;
  overflow: hidden;
  background: ${colors.sand200};
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** Demo illustrations and print-on-demand previews are square; width and height give the browser that shape early. */
const INTRINSIC_SIZE = 800;

/**
 * A product's default picture: lazy below the first row, eager (and first in line) in it, so a phone fetches only
 * what is on its screen.
 */
export function ProductImage({ src, alt, eager }: { src: string | undefined; alt: string; eager: boolean }) {
  return (
    <Box>
      {src ? (
        <img
          src={src}
          alt={alt}
          width={INTRINSIC_SIZE}
          height={INTRINSIC_SIZE}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
        />
      ) : null}
    </Box>
  );
}
