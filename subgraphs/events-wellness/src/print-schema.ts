/** Prints the events-wellness subgraph SDL to stdout (no database, no env needed). */
import { printEventsWellnessSchema } from './schema.js';

process.stdout.write(await printEventsWellnessSchema());
