/** Prints the commerce subgraph SDL to stdout (no database, no env needed). */
import { printCommerceSchema } from './schema.js';

process.stdout.write(await printCommerceSchema());
