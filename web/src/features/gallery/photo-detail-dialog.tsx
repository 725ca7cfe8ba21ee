import { useMutation } from '@apollo/client/react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Avatar } from '../../components/avatar';
import { Button } from '../../components/button';
import { ReportButton } from '../../components/report/report-button';
import { useConfirmDialog } from '../../components/confirm-dialog';
import { TrashIcon } from '../../components/icons';
import { Modal } from '../../components/modal';
import { Pill } from '../../components/pill';
import { memberProfilePath } from '../../config/paths';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { formatDay } from '../../lib/dates';
import { errorMessage } from '../../lib/error-message';
import { PhotoLikeButton } from './like-button';
import { DetailImage } from './photo-image';
import { unavailableReason } from './photo-problem';
import { colors, controlHeights, fontSizes, fontWeights, radii, space } from '../../styles/theme';
import { runMutation } from '../../kit/outcome';

export const PhotoDetailFragment = graphql(`
  fragment PhotoDetail on Photo {
    id
    title
    description
    category
    status
    problem
    imageUrl
    width
    height
    likesCount
    likedByMe
    createdAt
    uploader {
      id
      firstName
      lastName
      businessName
      profilePicture
    }
  }
`);

const DeletePhotoMutation = graphql(`
  mutation DeletePhoto($id: ID!) {
    deletePhoto(id: $id)
  }
`);

const Body = styled.div`
  display: grid;
  gap: ${space[4]};
  p.description { white-space: pre-line; overflow-wrap: anywhere; line-height: 1.6; }
`;

const Notice = styled.p`
  padding: ${space[3]} ${space[3.5]};
  border-radius: ${radii.md};
  background: ${colors.sand100};
  color: ${colors.inkSoft};
  font-size: ${fontSizes.sm};
`;

const Facts = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[3]};
`;

const Uploader = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[3]};
  min-width: 0;
  > div { display: grid; min-width: 0; }
  a { color: ${colors.plum900}; font-weight: ${fontWeights.strong}; text-decoration: none; &:hover { text-decoration: underline; } }
  small { color: ${colors.inkSoft}; font-size: ${fontSizes.sm}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]};
`;

const DeleteButton = styled(Button)`
  min-height: ${controlHeights.sm};
  padding: 0 ${space[3.5]};
  color: ${colors.danger};
  svg { width: 18px; height: 18px; }
  &:not(:disabled):hover { background: ${colors.dangerBg}; }
`;

/**
 * A photo opened from the grid: the large image at its own shape, title, description, who shared it (her profile),
 * when, its category, the like toggle; the uploader or an admin can delete it (after a confirm).
 */
export function PhotoDetailDialog({
  photo: ref,
  categoryNames,
  viewer,
  onClose,
}: {
  photo: FragmentType<typeof PhotoDetailFragment>;
  categoryNames: ReadonlyMap<string, string>;
  viewer: { id: string; role: string } | null;
  onClose: () => void;
}) {
  const photo = getFragmentData(PhotoDetailFragment, ref);
  const [confirmElement, confirm] = useConfirmDialog();
  const [remove, { loading: deleting }] = useMutation(DeletePhotoMutation);
  const mayDelete = viewer !== null && (viewer.id === photo.uploader.id || viewer.role === 'admin');
  const name = `${photo.uploader.firstName} ${photo.uploader.lastName}`;
  const categoryName = categoryNames.get(photo.category);

  const deletePhoto = async () => {
    const yes = await confirm({
      title: 'Delete this photo?',
      message: `"${photo.title}" will be removed from the gallery for everyone, with its likes. This cannot be undone.`,
      confirmLabel: 'Delete Photo',
      tone: 'danger',
    });
    if (!yes) return;
    const outcome = await runMutation(
      async () => {
        await remove({
          variables: { id: photo.id },
          update: (cache, { data }) => {
            if (!data?.deletePhoto) return;
            cache.evict({ id: cache.identify({ __typename: 'Photo', id: photo.id }) });
            cache.gc();
          },
        });
      },
      { success: 'Photo deleted', failure: (error) => errorMessage(error, 'Failed to delete photo') },
    );
    if (outcome.ok) onClose();
  };

  // The confirm is the detail's sibling, not its child: its Escape must not close the detail too.
  return (
    <>
      <Modal title={photo.title} onClose={onClose} width={880}>
        <Body>
          <DetailImage photo={photo} />
          {photo.status === 'pending' ? <Notice role="status">A copy of the picture is being made; it shows here in a moment.</Notice> : null}
          {photo.status === 'unavailable' ? <Notice>{unavailableReason(photo.problem)}</Notice> : null}
          {photo.description ? <p className="description">{photo.description}</p> : null}
          <Facts>
            <Uploader>
              <Avatar firstName={photo.uploader.firstName} lastName={photo.uploader.lastName} picture={photo.uploader.profilePicture} size={44} />
              <div>
                <Link to={memberProfilePath(photo.uploader.id)} aria-label={`${name}'s profile`}>
                  {name}
                </Link>
                <small>
                  {photo.uploader.businessName ? `${photo.uploader.businessName} · ` : null}
                  <time dateTime={photo.createdAt}>{formatDay(photo.createdAt)}</time>
                </small>
              </div>
            </Uploader>
            <Actions>
              {categoryName ? <Pill $tone="plum">{categoryName}</Pill> : null}
              {photo.status === 'ready' ? <PhotoLikeButton photo={photo} /> : null}
              <ReportButton subject={{ type: 'photo', id: photo.id, preview: photo.title }} authorId={photo.uploader.id} label={`Report the photo "${photo.title}"`} />
              {mayDelete ? (
                <DeleteButton type="button" $variant="ghost" disabled={deleting} onClick={() => void deletePhoto()}>
                  <TrashIcon /> Delete
                </DeleteButton>
              ) : null}
            </Actions>
          </Facts>
        </Body>
      </Modal>
      {confirmElement}
    </>
  );
}
