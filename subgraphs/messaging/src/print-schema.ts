/** Prints the messaging subgraph SDL to stdout (no database, no env needed). */
import { printMessagingSchema } from './schema.js';

process.stdout.write(await printMessagingSchema());
