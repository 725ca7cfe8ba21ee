import type { PhotoSummaryFragment } from '../../gql/graphql.js';
import type { TableColumn } from '../../services/output.js';
import { localDateTime } from '../events/event-format.js';

const uploaderName = (photo: PhotoSummaryFragment): string => `${photo.uploader.firstName} ${photo.uploader.lastName}`.trim();

/** Columns of `photos list`: on a terminal local times and names; piped, ISO instants and e-mails (or ids) for scripts. */
export function photoColumns(rich: boolean): TableColumn<PhotoSummaryFragment>[] {
  return [
    { header: 'ID', value: (photo) => photo.id, keepWidth: true },
    { header: 'Added', value: (photo) => (rich ? localDateTime(photo.createdAt) : photo.createdAt) },
    { header: 'Title', value: (photo) => photo.title },
    { header: 'Category', value: (photo) => photo.category },
    { header: 'Status', value: (photo) => (rich && photo.problem ? `${photo.status} (${photo.problem})` : photo.status) },
    { header: 'Likes', value: (photo) => String(photo.likesCount) },
    { header: 'Uploader', value: (photo) => (rich ? uploaderName(photo) : photo.uploader.email ?? photo.uploader.id) },
  ];
}

/** `"Sunrise at the lake" by Maya Patel`, for prompts and confirmations. */
export const describePhoto = (photo: PhotoSummaryFragment): string => `"${photo.title}" by ${uploaderName(photo)}`;
