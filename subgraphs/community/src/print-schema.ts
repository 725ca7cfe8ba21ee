/** Prints the community subgraph SDL to stdout (no database, no env needed). */
import { printCommunitySchema } from './schema.js';

process.stdout.write(await printCommunitySchema());
