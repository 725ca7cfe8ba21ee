import { ImportCatalogueDocument, type ImportCatalogueMutation } from '../../gql/graphql.js';
import type { CommandContext } from '../../services/context.js';
import { adminRequest } from '../users/admin-access.js';

/** The print-on-demand provider the shop imports from (the server's only catalogue source). */
export const IMPORT_SOURCE = 'printful';

type ImportSummary = ImportCatalogueMutation['importCatalogue'];

const count = (n: number, noun: string): string => `${n} ${n === 1 ? noun : `${noun}s`}`;

/** "Imported from printful: 2 new, 0 updated, 0 unpublished (4 variants)". */
export const importSummaryText = (summary: ImportSummary): string =>
  `Imported from ${summary.source}: ${summary.created} new, ${summary.updated} updated, ${summary.unpublished} unpublished (${count(summary.variants, 'variant')})`;

/**
 * Imports the provider's products into the shop (admins only): new ones added, known ones brought up to date, ones it
 * dropped unpublished. The server's refusal (the provider not configured, or refusing) is printed (exit 1).
 */
export async function productsImport(ctx: CommandContext): Promise<ImportSummary> {
  const { importCatalogue: summary } = await ctx.out.task(`Importing from ${IMPORT_SOURCE}...`, () =>
    adminRequest(ctx, ImportCatalogueDocument, { source: IMPORT_SOURCE }),
  );
  if (ctx.out.json) ctx.out.printJson(summary);
  else ctx.out.line(importSummaryText(summary));
  return summary;
}
