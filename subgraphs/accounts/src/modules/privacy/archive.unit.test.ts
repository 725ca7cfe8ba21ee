import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildExportArchive } from './archive.js';

describe('buildExportArchive', () => {
  const generatedAt = new Date('2027-01-05T10:00:00Z');
  const archive = buildExportArchive({
    memberName: 'Ann Example',
    generatedAt,
    parts: [
      { subgraph: 'community', part: { data: { posts: [{ id: 'p1', content: 'Hello' }] } } },
      {
        subgraph: 'media-reviews',
        part: {
          data: { photos: [{ id: 'ph1' }] },
          files: [
            { path: 'photos/ph1.webp', contentBase64: Buffer.from([1, 2, 3]).toString('base64') },
            { path: '../../etc/passwd', contentBase64: Buffer.from('x').toString('base64') },
          ],
        },
      },
    ],
  });
  const files = unzipSync(archive);

  it('holds a README naming each file, one JSON per subgraph, and the files', () => {
    expect(Object.keys(files).sort()).toEqual(['README.txt', 'community.json', 'files/media-reviews/etc/passwd', 'files/media-reviews/photos/ph1.webp', 'media-reviews.json']);
    const readme = strFromU8(files['README.txt']!);
    expect(readme).toContain('Ann Example');
    expect(readme).toContain('community.json: your posts');
    expect(readme).toContain('media-reviews.json: your photos');
    expect(JSON.parse(strFromU8(files['community.json']!))).toEqual({ posts: [{ id: 'p1', content: 'Hello' }] });
    expect([...files['files/media-reviews/photos/ph1.webp']!]).toEqual([1, 2, 3]);
  });

  it('keeps every path from a part inside its folder', () => {
    expect(Object.keys(files).every((path) => !path.includes('..') && !path.startsWith('/'))).toBe(true);
  });
});
