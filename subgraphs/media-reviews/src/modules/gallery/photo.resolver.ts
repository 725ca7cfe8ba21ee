import { boundedLimitDescription, boundedPage, OFFSET_DESCRIPTION, requireViewer, type SignedInViewer } from '@momstride/kit';
import { Arg, Ctx, Field, FieldResolver, ID, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { MediaReviewsContext } from '../../context.js';
import { User, userReference } from '../users/user.type.js';
import { Photo } from './photo.entity.js';
import { PhotoInput } from './photo.inputs.js';
import { deletePhoto, listPhotos, photoById, PHOTOS_DEFAULT_LIMIT, PHOTOS_MAX_LIMIT, submitPhotoByUrl, togglePhotoLike, type PhotoViewer } from './photo.service.js';
import { PhotoStatus } from './photo-status.js';

const asPhotoViewer = (viewer: SignedInViewer): PhotoViewer => ({ userId: viewer.userId, isAdmin: viewer.role === 'admin' });

@ObjectType('PhotoLikeResult', { description: 'A like toggled: whether the viewer likes the photo now, and the photo' })
export class PhotoLikeResult {
  @Field(() => Boolean, { description: 'Whether the viewer now likes the photo' })
  liked!: boolean;

  @Field(() => Photo, { description: 'The photo with its new likesCount' })
  photo!: Photo;
}

@Resolver(() => Photo)
export class PhotoResolver {
  @Query(() => [Photo], {
    description: `The gallery newest first, of one category when given; at most ${PHOTOS_MAX_LIMIT} per page. Ready photos and the viewer's own; with a status, the photos in it (everyone's for admins, her own for members)`,
  })
  async photos(
    @Arg('category', () => String, { nullable: true, description: 'A PhotoCategory id' }) category: string | null | undefined,
    @Arg('status', () => PhotoStatus, { nullable: true, description: "Only photos in this status (see the field's description for who sees what); null for ready photos and the viewer's own" }) status: PhotoStatus | null | undefined,
    @Arg('limit', () => Int, { defaultValue: PHOTOS_DEFAULT_LIMIT, description: boundedLimitDescription(PHOTOS_MAX_LIMIT) }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0, description: OFFSET_DESCRIPTION }) offset: number,
    @Ctx() ctx: MediaReviewsContext,
  ): Promise<Photo[]> {
    const viewer = requireViewer(ctx);
    const page = boundedPage(limit, offset, PHOTOS_MAX_LIMIT);
    const { entities, marked } = await listPhotos(ctx.em, asPhotoViewer(viewer), { category: category?.trim() || null, status: status ?? null }, page);
    // Which of them she likes came with the page: likedByMe answers from the loader without a query.
    for (const photo of entities) ctx.loaders.likedByViewer.prime(photo.id, marked.has(photo.id));
    return entities;
  }

  @Query(() => Photo, { description: 'One photo; NOT_FOUND "Photo not found" for an unknown id (or, for a member, another member\'s photo that is not ready)' })
  async photo(@Arg('id', () => ID, { description: "The photo's id" }) id: string, @Ctx() ctx: MediaReviewsContext): Promise<Photo> {
    const viewer = requireViewer(ctx);
    return photoById(ctx.em, asPhotoViewer(viewer), id);
  }

  @Mutation(() => Photo, {
    description:
      'Shares a photo by its URL (docs/product.md, Validation rules): accepted at once as pending while a copy is fetched in the background (then ready, or unavailable); category defaults to community. Files go to POST /api/gallery/photos as multipart',
  })
  async submitPhoto(@Arg('input', () => PhotoInput, { description: "The photo to share by URL: its title, category and the image's public https URL" }) input: PhotoInput, @Ctx() ctx: MediaReviewsContext): Promise<Photo> {
    const viewer = requireViewer(ctx);
    return submitPhotoByUrl(ctx.em, ctx.services.photoRate, viewer.userId, input, ctx.services.photoFetchAllowedOrigins);
  }

  @Mutation(() => PhotoLikeResult, { description: 'Likes a photo, or takes the like back' })
  async togglePhotoLike(@Arg('id', () => ID, { description: "The photo's id" }) id: string, @Ctx() ctx: MediaReviewsContext): Promise<PhotoLikeResult> {
    const viewer = requireViewer(ctx);
    return togglePhotoLike(ctx.em, viewer.userId, id);
  }

  @Mutation(() => Boolean, { description: 'Deletes a photo: its uploader or an admin (FORBIDDEN for anyone else)' })
  async deletePhoto(@Arg('id', () => ID, { description: "The photo's id" }) id: string, @Ctx() ctx: MediaReviewsContext): Promise<boolean> {
    const viewer = requireViewer(ctx);
    await deletePhoto(ctx.em, { storage: await ctx.services.storage, log: ctx.log }, asPhotoViewer(viewer), id);
    return true;
  }

  @FieldResolver(() => User, { description: 'Who shared it' })
  uploader(@Root() photo: Photo): User {
    return userReference(photo.uploaderId);
  }

  @FieldResolver(() => Boolean, { description: 'Whether the viewer likes it' })
  likedByMe(@Root() photo: Photo, @Ctx() ctx: MediaReviewsContext): Promise<boolean> {
    return ctx.loaders.likedByViewer.load(photo.id);
  }
}
