import { Button } from '../button';
import { UserCheckIcon, UserPlusIcon } from '../icons';
import { Spinner } from '../spinner';

/** Follow / Unfollow toggle for one member (docs/product.md, States and transitions: follow and unfollow toggle per user). */
export function FollowButton({
  name,
  isFollowing,
  busy,
  onToggle,
}: {
  name: string;
  isFollowing: boolean;
  busy: boolean;
  onToggle: () => void;
}) {
  return (
    <Button
      type="button"
      $variant={isFollowing ? 'secondary' : 'primary'}
      onClick={onToggle}
      disabled={busy}
      aria-label={`${isFollowing ? 'Unfollow' : 'Follow'} ${name}`}
    >
      {busy ? <Spinner aria-hidden="true" /> : isFollowing ? <UserCheckIcon width={20} height={20} /> : <UserPlusIcon width={20} height={20} />}
      {isFollowing ? 'Unfollow' : 'Follow'}
    </Button>
  );
}
