/** Prints the accounts subgraph SDL to stdout (no database, no env needed). */
import { printAccountsSchema } from './schema.js';

process.stdout.write(await printAccountsSchema());
