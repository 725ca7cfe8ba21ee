import { fileURLToPath } from 'node:url';

/**
 * The CLI package's folder (cli/). This module sits one folder below it whether it runs from src/ (tests), dist/
 * (compiled) or bundle/ (the bundle inlines it), so paths into the checkout are found from here, never from a
 * module deeper down.
 */
export const cliFolder = new URL('..', import.meta.url);

/** `.data/secrets.json` of the checkout this CLI belongs to: the secrets of `npm start`'s embedded PostgreSQL. */
export const embeddedSecretsFile = fileURLToPath(new URL('../.data/secrets.json', cliFolder));
