import { Directive, Field, ID, ObjectType } from 'type-graphql';

/*
 * The reported subjects other subgraphs own, as messaging names them (docs/contracts.md, "Moderation"): only their
 * ids; the gateway resolves each in one batched `_entities` call to its owner (community: Post, SuccessStory;
 * media-reviews: Photo, Review), which shows a hidden one to admins only.
 */

@ObjectType('Post', { description: "A member's post on the community feed" })
@Directive('@key(fields: "id", resolvable: false)')
export class PostReference {
  @Field(() => ID, { description: "The post's id (a UUID)" })
  id!: string;
}

@ObjectType('SuccessStory', { description: "A member's success story" })
@Directive('@key(fields: "id", resolvable: false)')
export class StoryReference {
  @Field(() => ID, { description: "The story's id" })
  id!: string;
}

@ObjectType('Photo', { description: "A member's photo in the gallery" })
@Directive('@key(fields: "id", resolvable: false)')
export class PhotoReference {
  @Field(() => ID, { description: "The photo's id (a UUID)" })
  id!: string;
}

@ObjectType('Review', { description: "A member's review of the community, an event or a member" })
@Directive('@key(fields: "id", resolvable: false)')
export class ReviewReference {
  @Field(() => ID, { description: "The review's id (a UUID)" })
  id!: string;
}
