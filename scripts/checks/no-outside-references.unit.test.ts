/**
 * The repository explains itself (issue 23): no comment, doc or description points to a document a clone does not
 * contain (the first spec, the design notes, `../shared/…`) or to a path of one machine (`/work/…`, `/tmp/…`,
 * `/root/…`, `/home/<name>/…`). Rules the code relies on are cited from docs/ — docs/product.md for what the product
 * does, docs/architecture.md, docs/contracts.md, docs/api.md for how. Every tracked text file is read (`git ls-files`);
 * a failure names each file, line and reason.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../lib/paths.js';
import { commentOf, outsideReferences } from '../lib/outside-references.js';

/** The check itself names what it looks for. */
const SELF = ['scripts/lib/outside-references.ts', 'scripts/checks/no-outside-references.unit.test.ts'];
const BINARY = /\.(?:png|jpe?g|gif|webp|ico|woff2?|ttf|otf|pdf|zip|gz|tgz)$/i;

const trackedFiles = () =>
  execFileSync('git', ['ls-files', '-z'], { cwd: repoRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\0')
    .filter((path) => path && !SELF.includes(path) && !BINARY.test(path));

describe('references outside the repository', () => {
  it('finds the spec, the design notes and ../shared wherever they are named', () => {
    const reasons = (path: string, text: string) => outsideReferences(path, text).map((f) => `${f.line}: ${f.reason}`);
    expect(reasons('a.ts', '/** Spec §5: a title is required. */')).toEqual([expect.stringMatching(/^1: cites the spec/)]);
    expect(reasons('a.ts', "  // the spec's §9 limit")).toHaveLength(1);
    expect(reasons('a.ts', "x({ description: 'Creates a goal (spec §5)' });")).toHaveLength(1);
    expect(reasons('a.sql', '-- One database per subgraph (DESIGN.md §1)')).toHaveLength(1);
    expect(reasons('a.ts', '/** Import direction (DESIGN §3). */')).toHaveLength(1);
    expect(reasons('README.md', 'ok\nThe product is in `../shared/spec/product-spec.md`.')).toEqual([
      expect.stringMatching(/^2: names the product spec/),
      expect.stringMatching(/^2: names \.\.\/shared/),
    ]);
    expect(reasons('a.yml', '# shapes of api-additions.md')).toHaveLength(1);
    expect(reasons('README.md', 'in the shapes of `/work/shared/spec/x.md`')).toHaveLength(1);
  });

  it('finds paths of one machine in comments and docs, not in code that uses them as data', () => {
    const count = (path: string, text: string) => outsideReferences(path, text).length;
    expect(count('a.ts', '// written to /tmp/momstride-bench/out.json')).toBe(1);
    expect(count('a.ts', ' * run from /root/momstride first')).toBe(1);
    expect(count('Dockerfile', '# built in /home/ana/src')).toBe(1);
    expect(count('docs/x.md', 'Copy it from /Users/ana/Downloads/.')).toBe(1);
    expect(count('a.ts', "const dir = resolveConfigDir({ HOME: '/home/o' }); // the config folder")).toBe(0);
    expect(count('a.ts', "fetch('https://example.com/tmp/x') // an https://host/root/ page")).toBe(0);
    expect(count('.gitignore', '/tmp/')).toBe(0);
    expect(count('a.ts', '// ~/.config/momstride and $HOME/.config are where the CLI keeps credentials')).toBe(0);
  });

  it('reads the comment part of a line', () => {
    expect(commentOf('const a = 1; // why')).toBe(' why');
    expect(commentOf("const url = 'https://x.test/a';")).toBeNull();
    expect(commentOf('   * a doc line')).toBe('* a doc line');
    expect(commentOf('-- SQL')).toBe('-- SQL');
  });

  it('leaves docs/product.md headings and docs/ citations alone', () => {
    expect(outsideReferences('a.ts', '/** docs/product.md, Validation rules: a title is required. */')).toEqual([]);
    expect(outsideReferences('a.ts', '// docs/architecture.md, "Layout and import rules"; RFC 9110 §7.6.1')).toEqual([]);
  });

  it('no tracked file points outside the repository', () => {
    const found = trackedFiles().flatMap((path) => outsideReferences(path, readFileSync(join(repoRoot, path), 'utf8')));
    expect(found.map((f) => `${f.path}:${f.line} ${f.reason}: ${f.text}`)).toEqual([]);
  });
});
