import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { byField } from '../../kit/outcome';
import { graphql } from '../../gql';
import { errorMessage, fieldErrors } from '../../lib/error-message';
import { notify } from '../../lib/notify';
import { replyDetail, uploadWithProgress } from '../../lib/uploads/upload-with-progress';
import { fieldOfDetail, type PhotoField } from './photo-rules';

/** The REST upload (multipart: `file` plus `title`, `description`, `category`), as for profile pictures. */
export const GALLERY_UPLOAD_ENDPOINT = '/api/gallery/photos';

const SubmitPhotoMutation = graphql(`
  mutation SubmitPhoto($input: PhotoInput!) {
    submitPhoto(input: $input) {
      id
      status
    }
  }
`);

export interface PhotoDraft {
  title: string;
  description: string;
  category: string;
}

/**
 * Why an upload was refused: problems by field, or else the server's sentence (e.g. "You're sharing photos too
 * quickly…") for the dialog to show beside the fixed toast of docs/product.md, Error catalogue; null when it gave none (the server unreachable).
 */
export interface UploadRefusal {
  fields: Partial<Record<PhotoField, string>>;
  notice: string | null;
}

const SUCCESS = 'Photo uploaded successfully!';
/** docs/product.md, Error catalogue: a fixed message, without the server's detail (field problems show under their fields). */
const FAILURE = 'Failed to upload photo';

const REST_FIELDS: Record<string, PhotoField> = { title: 'title', description: 'description', category: 'category', file: 'file', image_url: 'imageUrl' };

/** The fields a refused multipart upload names: one `detail` sentence, or FastAPI's list of `{loc, msg}`. */
function problemsOfReply(body: unknown): Partial<Record<PhotoField, string>> {
  const sentence = replyDetail(body);
  if (sentence) {
    const field = fieldOfDetail(sentence);
    return field ? { [field]: sentence } : {};
  }
  const detail = body && typeof body === 'object' && 'detail' in body ? (body as { detail: unknown }).detail : null;
  if (!Array.isArray(detail)) return {};
  const problems: Partial<Record<PhotoField, string>> = {};
  for (const item of detail as unknown[]) {
    if (!item || typeof item !== 'object') continue;
    const { loc, msg } = item as { loc?: unknown; msg?: unknown };
    const last = Array.isArray(loc) ? loc.at(-1) : undefined;
    const field = typeof last === 'string' ? REST_FIELDS[last] : undefined;
    if (field && typeof msg === 'string' && !problems[field]) problems[field] = msg;
  }
  return problems;
}

/**
 * Sharing a photo, from a file (the REST upload, with progress) or from a link (GraphQL `submitPhoto`: accepted at
 * once, the copy is fetched in the background). Each resolves to null when shared (after the success toast of docs/product.md, Error catalogue),
 * else to the refusal: field problems to show under their fields, or — after the fixed 'Failed to upload
 * photo' toast — the server's sentence, if any, for the dialog (field problems go without a toast, like every
 * dialog's save, components/dialog-form.tsx).
 */
export function useUploadPhoto() {
  const [progress, setProgress] = useState<number | null>(null);
  const [submit, { loading: submitting }] = useMutation(SubmitPhotoMutation);

  const uploadFile = useCallback(async (draft: PhotoDraft, file: File): Promise<UploadRefusal | null> => {
    setProgress(0);
    try {
      const reply = await uploadWithProgress(GALLERY_UPLOAD_ENDPOINT, file, {
        field: 'file',
        fields: { title: draft.title.trim(), description: draft.description.trim(), category: draft.category },
        onProgress: (fraction) => setProgress(Math.round(fraction * 100)),
      });
      if (reply.status >= 200 && reply.status < 300) {
        notify.success(SUCCESS);
        return null;
      }
      const fields = problemsOfReply(reply.body);
      if (Object.keys(fields).length > 0) return { fields, notice: null };
      console.warn('Photo upload refused', reply.status, reply.body);
      notify.error(FAILURE);
      return { fields, notice: replyDetail(reply.body) };
    } catch (error) {
      console.warn('Photo upload failed', error);
      notify.error(FAILURE);
      return { fields: {}, notice: null };
    } finally {
      setProgress(null);
    }
  }, []);

  const submitLink = useCallback(
    async (draft: PhotoDraft, imageUrl: string): Promise<UploadRefusal | null> => {
      try {
        await submit({
          variables: {
            input: { title: draft.title.trim(), description: draft.description.trim(), category: draft.category, imageUrl: imageUrl.trim() },
          },
        });
        notify.success(SUCCESS);
        return null;
      } catch (error) {
        const fields = fieldErrors(error);
        if (fields.length > 0) return { fields: byField(fields), notice: null };
        console.warn('Photo link refused', error);
        notify.error(FAILURE);
        const sentence = errorMessage(error, '');
        return { fields: {}, notice: sentence || null };
      }
    },
    [submit],
  );

  return { uploadFile, submitLink, progress, busy: progress !== null || submitting };
}
