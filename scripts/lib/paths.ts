import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Absolute path of the repository root. */
export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Where the embedded default keeps its database, secrets, outbox and uploads (gitignored). */
export const dataDir = join(repoRoot, '.data');
