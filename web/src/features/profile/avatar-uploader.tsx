import { useRef, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { Avatar } from '../../components/avatar';
import { CameraIcon } from '../../components/icons';
import { ProgressBar } from '../../components/progress-bar';
import { useUploadProfilePicture } from './api/use-upload-profile-picture';
import { colors, controlHeights, fontSizes, fontWeights, shadows, space } from '../../styles/theme';

const Wrap = styled.div`
  position: relative;
  display: grid;
  gap: ${space[2]};
  justify-items: center;
  width: 112px;
`;

const Picture = styled.div<{ $busy: boolean }>`
  position: relative;
  border-radius: 50%;
  > span { opacity: ${({ $busy }) => ($busy ? 0.55 : 1)}; transition: opacity 0.2s ease; }
`;

const CameraButton = styled.button`
  position: absolute;
  right: -2px;
  bottom: 2px;
  display: grid;
  place-items: center;
  width: ${controlHeights.sm};
  height: ${controlHeights.sm};
  border-radius: 50%;
  border: 3px solid ${colors.white};
  background: ${colors.coral600};
  color: ${colors.white};
  cursor: pointer;
  box-shadow: ${shadows.md};
  &:not(:disabled):hover { background: ${colors.coral700}; }
  &:disabled { cursor: progress; opacity: 0.85; }
  svg { width: 20px; height: 20px; }
`;

const Progress = styled.div`
  width: 100%;
  display: grid;
  gap: ${space[1]};
  font-size: ${fontSizes.xs};
  font-weight: ${fontWeights.strong};
  color: ${colors.plum800};
  text-align: center;
`;

/** The own avatar with a camera button: pick an image, see the upload's progress (docs/product.md, Profile). */
export function AvatarUploader({
  userId,
  firstName,
  lastName,
  picture,
}: {
  userId: string;
  firstName: string;
  lastName: string;
  picture: string | null | undefined;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const { upload, progress, uploading } = useUploadProfilePicture(userId);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) await upload(file);
  };

  return (
    <Wrap>
      <Picture $busy={uploading}>
        <Avatar firstName={firstName} lastName={lastName} picture={picture} size={112} />
        <CameraButton
          type="button"
          onClick={() => inputRef.current?.click()}
          disabled={uploading}
          aria-label="Change profile picture"
          title="Change profile picture"
        >
          <CameraIcon />
        </CameraButton>
      </Picture>
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        hidden
        aria-label="Profile picture file"
        data-testid="profile-picture-input"
        onChange={(e) => void onChange(e)}
      />
      {progress !== null ? (
        <Progress>
          <ProgressBar value={progress} label="Profile picture upload" />
          <span role="status" aria-live="polite">
            {progress >= 100 ? 'Uploaded 100%' : `Uploading ${progress}%`}
          </span>
        </Progress>
      ) : null}
    </Wrap>
  );
}
