import { registerEnumType } from 'type-graphql';

/** What a review is about (docs/product.md, Entities and fields). */
export enum ReviewType {
  community = 'community',
  event = 'event',
  member = 'member',
}

registerEnumType(ReviewType, {
  name: 'ReviewType',
  description: 'What a review is about',
  valuesConfig: {
    community: { description: 'MomStride itself (the target is "community")' },
    event: { description: 'A walking event (the target is its id)' },
    member: { description: 'A member (the target is her user id)' },
  },
});

/** The one target of a community review (docs/product.md, Validation rules). */
export const COMMUNITY_TARGET = 'community';
