import styled from 'styled-components';
import { Button } from '../../components/button';
import { HeartIcon } from '../../components/icons';
import { useTogglePhotoLike } from './use-toggle-photo-like';
import { controlHeights, space } from '../../styles/theme';

const Heart = styled(Button)<{ $liked: boolean }>`
  min-height: ${controlHeights.sm};
  padding: 0 ${space[3]};
  svg {
    width: 18px;
    height: 18px;
    fill: ${({ $liked, theme }) => ($liked ? theme.colors.coral600 : 'none')};
    color: ${({ $liked, theme }) => ($liked ? theme.colors.coral600 : 'currentColor')};
  }
`;

const likes = (count: number) => `${count} ${count === 1 ? 'like' : 'likes'}`;

/**
 * The heart: pressed when she likes the photo, with the count beside it. Its name stays "Like …" (the pressed state
 * says whether she does) and carries the visible count outside parentheses, so it contains what is on screen.
 */
export function PhotoLikeButton({ photo }: { photo: { id: string; title: string; likesCount: number; likedByMe: boolean } }) {
  const { like, liking } = useTogglePhotoLike(photo);
  return (
    <Heart
      type="button"
      $variant="ghost"
      $liked={photo.likedByMe}
      aria-pressed={photo.likedByMe}
      aria-label={`Like "${photo.title}", ${likes(photo.likesCount)}`}
      disabled={liking}
      onClick={like}
    >
      <HeartIcon /> {photo.likesCount}
    </Heart>
  );
}
