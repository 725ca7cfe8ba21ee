import { entityQuery, requireViewer } from '@momstride/kit';
import { Ctx, Query, Resolver } from 'type-graphql';
import type { MediaReviewsContext } from '../../context.js';
import { PhotoCategory } from './photo-category.entity.js';

const inOrder = entityQuery(PhotoCategory, 'order by position, id');

@Resolver(() => PhotoCategory)
export class PhotoCategoryResolver {
  @Query(() => [PhotoCategory], { description: "The gallery's categories in tab order" })
  async photoCategories(@Ctx() ctx: MediaReviewsContext): Promise<PhotoCategory[]> {
    requireViewer(ctx);
    return inOrder(ctx.em, []);
  }
}
