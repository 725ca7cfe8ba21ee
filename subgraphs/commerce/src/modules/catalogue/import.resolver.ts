import { badUserInput, requireAdmin } from '@momstride/kit';
import { Arg, Ctx, Field, Int, Mutation, ObjectType, Resolver } from 'type-graphql';
import type { CommerceContext } from '../../context.js';
import { importCatalogue } from './import-catalogue.js';
import { ProductFeedError } from './product-feed.js';

@ObjectType('CatalogueImport', { description: 'What an import of an outside catalogue did' })
export class CatalogueImport {
  @Field(() => String, { description: 'The feed imported from (e.g. printful)' })
  source!: string;

  @Field(() => Int, { description: 'Products new to the shop' })
  created!: number;

  @Field(() => Int, { description: 'Products already imported before, brought up to date' })
  updated!: number;

  @Field(() => Int, { description: 'Products the source no longer offers, taken out of the shop (kept for orders)' })
  unpublished!: number;

  @Field(() => Int, { description: 'Variants written' })
  variants!: number;
}

export const SOURCE_NOT_CONFIGURED = 'The print-on-demand provider is not configured (set PRINTFUL_API_TOKEN)';

@Resolver()
export class ImportResolver {
  @Mutation(() => CatalogueImport, {
    description: "Imports the print-on-demand provider's products into the shop (admins): new ones added, known ones updated, dropped ones unpublished",
  })
  async importCatalogue(@Arg('source', () => String, { defaultValue: 'printful', description: 'The print-on-demand feed to import from; only printful today' }) source: string, @Ctx() ctx: CommerceContext): Promise<CatalogueImport> {
    requireAdmin(ctx);
    if (source !== 'printful') throw badUserInput(`Unknown catalogue source: ${source}`, [{ field: 'source', message: 'The only source is "printful"' }]);
    const feed = ctx.services.printful();
    if (!feed) throw badUserInput(SOURCE_NOT_CONFIGURED);
    try {
      return await importCatalogue(ctx.em, feed);
    } catch (error) {
      if (error instanceof ProductFeedError) throw badUserInput(error.message);
      throw error;
    }
  }
}
