/** Prints the media-reviews subgraph SDL to stdout (no database, no env needed). */
import { printMediaReviewsSchema } from './schema.js';

process.stdout.write(await printMediaReviewsSchema());
