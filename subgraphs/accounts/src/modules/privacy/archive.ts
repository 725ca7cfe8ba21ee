import { strToU8, zipSync, type Zippable } from 'fflate';
import type { UserExportPart } from '@momstride/kit';

/** One subgraph's part of a member's export, as gathered by the export job. */
export interface GatheredPart {
  readonly subgraph: string;
  readonly part: UserExportPart;
}

/** What each subgraph's file holds, for the archive's README (the same words as docs/privacy.md). */
export const PART_DESCRIPTIONS: Readonly<Record<string, string>> = {
  accounts: 'your profile (every field but the password), whom you follow and who follows you, your personal access tokens (name, scopes and dates; never the secret)',
  community: 'your posts, success stories, the stories you liked, endorsements you gave and received, your badges, the challenges you created or joined and every progress log',
  'events-wellness': 'the walks and events you joined or waited for, the events you created, your event notices and your wellness goals',
  messaging: 'the messages you sent and received, your conversations, the members you blocked, the reports you made and your notifications',
  'media-reviews': 'your photos (the image files are in files/media-reviews/photos/), the photos you liked, your reviews and the reviews you found helpful',
  commerce: 'the orders placed with your e-mail address, with their lines, addresses and amounts (US cents)',
};

const readme = (input: { memberName: string; generatedAt: Date; parts: readonly GatheredPart[] }): string =>
  [
    'MomStride: a copy of your data',
    '==============================',
    '',
    `For: ${input.memberName}`,
    `Made: ${input.generatedAt.toISOString()}`,
    '',
    'Each service of MomStride keeps its own part of your data; each part is one JSON file here.',
    'Inside each file, every list is named for what it holds; rows are as the service stores them',
    '(ids are UUIDs, times are ISO 8601 in UTC, amounts are whole US cents). Secrets such as your',
    'password hash and token hashes are never included.',
    '',
    ...input.parts.map((gathered) => `${gathered.subgraph}.json: ${PART_DESCRIPTIONS[gathered.subgraph] ?? 'what this service holds about you'}.`),
    '',
    'files/: the files you uploaded (profile picture, photos), under the service that keeps them.',
    '',
    'What happens when you delete your account, and why orders are kept: see the privacy page of the',
    'site (docs/privacy.md in the source).',
    '',
  ].join('\n');

/**
 * The archive a member downloads: README.txt, one `<subgraph>.json` per part and each part's files under
 * `files/<subgraph>/`. Paths from a part are kept inside its folder (no `..`, no absolute paths).
 */
export function buildExportArchive(input: { memberName: string; generatedAt: Date; parts: readonly GatheredPart[] }): Uint8Array {
  const entries: Zippable = { 'README.txt': strToU8(readme(input)) };
  for (const { subgraph, part } of input.parts) {
    entries[`${subgraph}.json`] = strToU8(JSON.stringify(part.data, null, 2));
    for (const file of part.files ?? []) {
      const segments = file.path.split('/').filter((segment) => segment !== '' && segment !== '.' && segment !== '..');
      if (segments.length === 0) continue;
      // Images are compressed already: stored as they are.
      entries[`files/${subgraph}/${segments.join('/')}`] = [Buffer.from(file.contentBase64, 'base64'), { level: 0 }];
    }
  }
  return zipSync(entries, { level: 6, mtime: input.generatedAt });
}
