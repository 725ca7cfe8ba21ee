import { registerEnumType } from 'type-graphql';

/** Where a photo's image stands. */
export enum PhotoStatus {
  /** A member gave a URL; the copy is being fetched. */
  pending = 'pending',
  /** The image is stored with us (imageUrl and thumbnailUrl). */
  ready = 'ready',
  /** The URL could not be fetched as an image (refused, unreachable, too large, not an image). */
  unavailable = 'unavailable',
}

registerEnumType(PhotoStatus, {
  name: 'PhotoStatus',
  description: "Where a photo's image stands",
  valuesConfig: {
    pending: { description: 'A member gave a URL; the copy is being fetched' },
    ready: { description: 'The image is stored with us (imageUrl and thumbnailUrl)' },
    unavailable: { description: 'The URL could not be fetched as an image (refused, unreachable, too large, not an image)' },
  },
});
