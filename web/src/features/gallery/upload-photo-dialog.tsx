import { useEffect, useId, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { DialogActions, DialogForm } from '../../components/dialog-form';
import { FormAlert } from '../../components/form-alert';
import { SelectField, TextAreaField, TextField } from '../../components/form-field';
import { CameraIcon, LinkIcon } from '../../components/icons';
import { Modal } from '../../components/modal';
import { ProgressBar } from '../../components/progress-bar';
import { DESCRIPTION_MAX, IMAGE_URL_MAX, imageUrlProblem, photoFileProblem, TITLE_MAX, type PhotoField } from './photo-rules';
import { useUploadPhoto } from './use-upload-photo';
import { colors, controlHeights, fontSizes, fontWeights, radii, shadows, space } from '../../styles/theme';

type Source = 'file' | 'link';

const SOURCES: ReadonlyArray<{ value: Source; label: string; icon: ReactNode }> = [
  { value: 'file', label: 'Upload a file', icon: <CameraIcon /> },
  { value: 'link', label: 'From a link', icon: <LinkIcon /> },
];

const SourcePicker = styled.fieldset`
  display: grid;
  gap: ${space[1.5]};
  margin: 0;
  padding: 0;
  border: 0;
  legend { margin-bottom: ${space[1.5]}; padding: 0; font-weight: ${fontWeights.semibold}; font-size: ${fontSizes.sm}; color: ${colors.plum900}; }
  .choices { display: grid; grid-template-columns: 1fr 1fr; gap: ${space[1]}; padding: ${space[1]}; border-radius: ${radii.pill}; background: ${colors.sand200}; }
  label {
    position: relative;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: ${space[2]};
    min-height: ${controlHeights.sm};
    padding: 0 ${space[3]};
    border-radius: ${radii.pill};
    color: ${colors.inkSoft};
    font-weight: ${fontWeights.strong};
    white-space: nowrap;
    cursor: pointer;
    svg { width: 18px; height: 18px; flex: none; }
  }
  label:has(input:checked) { background: ${colors.white}; color: ${colors.plum800}; box-shadow: ${shadows.sm}; }
  label:has(input:focus-visible) { outline: 3px solid ${colors.focus}; outline-offset: 1px; }
  input { position: absolute; opacity: 0; inset: 0; margin: 0; cursor: pointer; }
`;

const FilePicker = styled.div<{ $invalid: boolean }>`
  display: grid;
  gap: ${space[1.5]};
  label { font-weight: ${fontWeights.semibold}; font-size: ${fontSizes.sm}; color: ${colors.plum900}; }
  input[type='file'] {
    width: 100%;
    padding: ${space[2]};
    border: 1.5px dashed ${({ $invalid, theme }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
    border-radius: ${radii.md};
    background: ${colors.sand50};
    color: ${colors.inkSoft};
    font-size: ${fontSizes.sm};
    cursor: pointer;
    &:focus-visible { outline: 3px solid ${colors.focus}; outline-offset: 2px; }
    &::file-selector-button {
      margin-right: ${space[3]};
      padding: ${space[2]} ${space[4]};
      border: 2px solid ${colors.plum700};
      border-radius: ${radii.pill};
      background: ${colors.white};
      color: ${colors.plum700};
      font: inherit;
      font-weight: ${fontWeights.strong};
      cursor: pointer;
    }
  }
  .hint { color: ${colors.inkSoft}; font-size: ${fontSizes.sm}; }
  .error { color: ${colors.danger}; font-size: ${fontSizes.sm}; font-weight: ${fontWeights.medium}; }
`;

/** The chosen file, small: a fixed 4:3 box, so the form does not jump when it shows. */
const Preview = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[3]};
  min-width: 0;
  span.frame { flex: none; width: 96px; aspect-ratio: 4 / 3; overflow: hidden; border-radius: ${radii.sm}; background: ${colors.sand200}; }
  img { display: block; width: 100%; height: 100%; object-fit: cover; }
  p { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-size: ${fontSizes.sm}; color: ${colors.inkSoft}; }
`;

const sizeLabel = (bytes: number) => (bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** A local preview of the chosen file (an object URL, released when it changes or the dialog goes). */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

/**
 * Upload Photo (docs/product.md, Gallery; Validation rules): title (required), description (optional), category (community by default, or the tab she
 * is on) and the picture — a file from her device (an image under 5 MB, checked here first) or a link to one (http or
 * https; the server fetches a copy, the tile says "Fetching image…" until then).
 */
export function UploadPhotoDialog({
  categories,
  initialCategory,
  onClose,
  onUploaded,
}: {
  categories: ReadonlyArray<{ id: string; name: string; icon: string }>;
  initialCategory: string;
  onClose: () => void;
  onUploaded: (category: string) => void;
}) {
  const [source, setSource] = useState<Source>('file');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [category, setCategory] = useState(initialCategory);
  const [imageUrl, setImageUrl] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<PhotoField, string>>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const { uploadFile, submitLink, progress, busy } = useUploadPhoto();
  const preview = useObjectUrl(file);
  const fileId = useId();

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const problem = chosen ? photoFileProblem(chosen) : null;
    setFile(problem ? null : chosen);
    if (problem) event.target.value = '';
    setErrors((current) => {
      const rest = { ...current };
      delete rest.file;
      return problem ? { ...rest, file: problem } : rest;
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems: Partial<Record<PhotoField, string>> = {};
    if (!title.trim()) problems.title = 'Title is required';
    if (source === 'file') {
      const problem = photoFileProblem(file);
      if (problem) problems.file = problem;
    } else {
      const problem = imageUrlProblem(imageUrl);
      if (problem) problems.imageUrl = problem;
    }
    setErrors(problems);
    setNotice(null);
    if (Object.keys(problems).length > 0) return;
    const draft = { title, description, category };
    const refused = source === 'file' && file ? await uploadFile(draft, file) : await submitLink(draft, imageUrl);
    if (refused) {
      setErrors(refused.fields);
      setNotice(refused.notice);
      return;
    }
    onUploaded(category);
    onClose();
  };

  const categoryOptions = categories.length > 0 ? categories.map((item) => ({ value: item.id, label: `${item.icon} ${item.name}` })) : [{ value: category, label: 'Community' }];
  const fileError = errors.file;
  const fileHintId = `${fileId}-hint`;
  const fileErrorId = `${fileId}-error`;

  return (
    <Modal title="Upload Photo" onClose={onClose} width={560}>
      <DialogForm onSubmit={(event) => void submit(event)} noValidate>
        <TextField label="Title" value={title} onChange={(event) => setTitle(event.target.value)} maxLength={TITLE_MAX} error={errors.title} required />
        <TextAreaField
          label="Description (optional)"
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          maxLength={DESCRIPTION_MAX}
          rows={3}
          error={errors.description}
        />
        <SelectField label="Category" value={category} onChange={(event) => setCategory(event.target.value)} options={categoryOptions} error={errors.category} />
        <SourcePicker>
          <legend>Photo</legend>
          <div className="choices">
            {SOURCES.map((item) => (
              <label key={item.value}>
                <input type="radio" name="photo-source" value={item.value} checked={source === item.value} onChange={() => setSource(item.value)} />
                {item.icon}
                {item.label}
              </label>
            ))}
          </div>
        </SourcePicker>
        {source === 'file' ? (
          <FilePicker $invalid={Boolean(fileError)}>
            <label htmlFor={fileId}>Photo file</label>
            <input
              id={fileId}
              type="file"
              accept="image/*"
              onChange={chooseFile}
              aria-invalid={fileError ? true : undefined}
              aria-describedby={fileError ? `${fileHintId} ${fileErrorId}` : fileHintId}
            />
            <p className="hint" id={fileHintId}>
              A JPEG, PNG, WebP or GIF under 5 MB.
            </p>
            {fileError ? (
              <p className="error" id={fileErrorId} role="alert">
                {fileError}
              </p>
            ) : null}
            {file && preview ? (
              <Preview>
                <span className="frame">
                  <img src={preview} alt="" />
                </span>
                <p>
                  {file.name} · {sizeLabel(file.size)}
                </p>
              </Preview>
            ) : null}
          </FilePicker>
        ) : (
          <TextField
            label="Image URL"
            type="url"
            inputMode="url"
            placeholder="https://…"
            value={imageUrl}
            onChange={(event) => setImageUrl(event.target.value)}
            maxLength={IMAGE_URL_MAX}
            error={errors.imageUrl}
            hint="We save a copy of the picture; it shows in the gallery once it has been fetched."
            required
          />
        )}
        {progress !== null ? <ProgressBar value={progress} label="Uploading photo" /> : null}
        {notice ? <FormAlert>{notice}</FormAlert> : null}
        <DialogActions onCancel={onClose} busy={busy} label="Upload Photo" />
      </DialogForm>
    </Modal>
  );
}
