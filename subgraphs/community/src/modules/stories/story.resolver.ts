import { boundedLimitDescription, boundedPage, OFFSET_DESCRIPTION, requireAdmin, requireViewer } from '@momstride/kit';
import { Arg, Ctx, Field, FieldResolver, ID, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { CommunityContext } from '../../context.js';
import { User, userReference } from '../users/user.type.js';
import { SuccessStory } from './story.entity.js';
import { SuccessStoryInput } from './story.inputs.js';
import {
  createStory,
  deleteStory,
  featureStory,
  listStories,
  STORIES_DEFAULT_LIMIT,
  STORIES_MAX_LIMIT,
  storyById,
  toggleStoryLike,
} from './story.service.js';

@ObjectType('StoryLikeResult', { description: 'A like toggled: whether the viewer likes the story now, and the story' })
export class StoryLikeResult {
  @Field(() => Boolean, { description: 'Whether the viewer now likes the story' })
  liked!: boolean;

  @Field(() => SuccessStory, { description: 'The story with its new likesCount' })
  story!: SuccessStory;
}

@Resolver(() => SuccessStory)
export class StoryResolver {
  @Query(() => [SuccessStory], {
    description: `Success stories newest first, only featured ones with featuredOnly; at most ${STORIES_MAX_LIMIT} per page`,
  })
  async successStories(
    @Arg('featuredOnly', () => Boolean, { defaultValue: false, description: 'Only the stories an admin featured' }) featuredOnly: boolean,
    @Arg('limit', () => Int, { defaultValue: STORIES_DEFAULT_LIMIT, description: boundedLimitDescription(STORIES_MAX_LIMIT) }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0, description: OFFSET_DESCRIPTION }) offset: number,
    @Ctx() ctx: CommunityContext,
  ): Promise<SuccessStory[]> {
    requireViewer(ctx);
    return listStories(ctx.em, featuredOnly, boundedPage(limit, offset, STORIES_MAX_LIMIT));
  }

  @Query(() => SuccessStory, { description: 'One story; NOT_FOUND "Story not found" for an unknown id' })
  async successStory(@Arg('id', () => ID, { description: "The story's id" }) id: string, @Ctx() ctx: CommunityContext): Promise<SuccessStory> {
    requireViewer(ctx);
    return storyById(ctx.em, id);
  }

  @Mutation(() => SuccessStory, { description: 'Shares a success story (title and story required)' })
  async createSuccessStory(@Arg('input', () => SuccessStoryInput, { description: 'The new story' }) input: SuccessStoryInput, @Ctx() ctx: CommunityContext): Promise<SuccessStory> {
    const viewer = requireViewer(ctx);
    return createStory(ctx.em, viewer.userId, input);
  }

  @Mutation(() => SuccessStory, { description: 'Features or unfeatures a story (admins)' })
  async featureSuccessStory(
    @Arg('id', () => ID, { description: "The story's id" }) id: string,
    @Arg('featured', () => Boolean, { defaultValue: true, description: 'true to feature the story, false to stop featuring it' }) featured: boolean,
    @Ctx() ctx: CommunityContext,
  ): Promise<SuccessStory> {
    requireAdmin(ctx);
    return featureStory(ctx.em, id, featured);
  }

  @Mutation(() => Boolean, { description: 'Deletes a story: its author or an admin (FORBIDDEN for anyone else)' })
  async deleteSuccessStory(@Arg('id', () => ID, { description: "The story's id" }) id: string, @Ctx() ctx: CommunityContext): Promise<boolean> {
    const viewer = requireViewer(ctx);
    await deleteStory(ctx.em, { userId: viewer.userId, isAdmin: viewer.role === 'admin' }, id);
    return true;
  }

  @Mutation(() => StoryLikeResult, { description: 'Likes the story, or takes the like back when the viewer had liked it' })
  async toggleSuccessStoryLike(@Arg('id', () => ID, { description: "The story's id" }) id: string, @Ctx() ctx: CommunityContext): Promise<StoryLikeResult> {
    const viewer = requireViewer(ctx);
    return toggleStoryLike(ctx.em, viewer.userId, id);
  }

  @FieldResolver(() => User, { description: 'Who shared it' })
  author(@Root() story: SuccessStory): User {
    return userReference(story.authorId);
  }

  @FieldResolver(() => Boolean, { description: 'Whether the viewer likes it' })
  likedByMe(@Root() story: SuccessStory, @Ctx() ctx: CommunityContext): Promise<boolean> {
    return ctx.loaders.storyLikedByViewer.load(story.id);
  }
}
