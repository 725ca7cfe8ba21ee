/**
 * The `products` commands: the shop's catalogue (anyone) and importing the print-on-demand provider's products
 * (admins). Each action imports its verb's implementation only when that command runs.
 */
import type { Command } from 'commander';
import type { CliDeps } from '../../services/context.js';
import { examples, lazyAction, withJsonOption } from '../command-kit.js';

export function registerProductsCommands(program: Command, deps: CliDeps): void {
  const products = program
    .command('products')
    .description("The shop's products: list them, import the print-on-demand provider's (admins)")
    .addHelpText('after', `\n${examples(['momstride products list', 'momstride products import'])}`);

  withJsonOption(products.command('list'))
    .description("List the shop's products in the shop's order")
    .addHelpText(
      'after',
      `
The catalogue as visitors see it (no sign-in needed). On a terminal: a table with title, category (Apparel when
the tags include t-shirt, clothing, apparel, shirt or hoodie; Accessories otherwise), how many variants, the price
range in US dollars and how many variants are sold out. Piped: tab-separated lines with the id first and prices as
numbers (28.00-30.00). --json: a JSON array of products with their tags, images, variants (prices in cents and
dollars, isEnabled false when sold out) and category ("apparel" or "accessories").
${examples(['momstride products list', "momstride products list --json | jq -r '.[] | select(.category == \"apparel\") | .title'"])}`,
    )
    .action(lazyAction(deps, async (ctx, _options: unknown) => (await import('./list.js')).productsList(ctx)));

  withJsonOption(products.command('import'))
    .description("Import the print-on-demand provider's products into the shop (admins only)")
    .addHelpText(
      'after',
      `
Reads the provider's catalogue (Printful, configured on the server by PRINTFUL_API_TOKEN) and brings the shop up
to date in one go: products new to the shop are added, those imported before are updated (title, description,
images, variants, prices, availability), and those the provider no longer offers are unpublished (kept for the
orders that name them). Prints what it did; --json: {source, created, updated, unpublished, variants}. When the
provider is not configured or refuses, the server's message is printed (exit 1).
${examples(['momstride products import', 'momstride products import --json'])}`,
    )
    .action(lazyAction(deps, async (ctx, _options: unknown) => (await import('./import.js')).productsImport(ctx)));
}
