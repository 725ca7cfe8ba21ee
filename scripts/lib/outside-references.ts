/**
 * Finds references a clone of the repository cannot follow: documents kept outside it (the first product spec, the
 * design notes, `../shared/…`) and paths of one machine (`/work/…`, `/tmp/…`, `/root/…`, `/home/<name>/…`). The rules
 * the code relies on live in docs/ (docs/product.md, docs/architecture.md, …): comments and docs cite those instead.
 * Used by scripts/checks/no-outside-references.unit.test.ts on every tracked file.
 */

/** One reference that points outside the repository. */
export interface OutsideReference {
  readonly path: string;
  readonly line: number;
  readonly text: string;
  readonly reason: string;
}

interface Rule {
  readonly pattern: RegExp;
  readonly reason: string;
}

/** Documents outside the repository: wrong wherever they appear (code, strings, comments, docs). */
const OUTSIDE_DOCUMENTS: readonly Rule[] = [
  { pattern: /\bspec(?:'s|’s)?\s*§\s*\d/i, reason: 'cites the spec outside the repository: cite docs/product.md, <heading>' },
  { pattern: /\bDESIGN(?:\.md)?\s*§\s*\d|\bDESIGN\.md\b/, reason: 'cites DESIGN.md outside the repository: cite docs/architecture.md' },
  { pattern: /product-spec(?:\.md)?\b/i, reason: 'names the product spec outside the repository: cite docs/product.md' },
  { pattern: /api-additions(?:\.md)?\b/i, reason: 'names api-additions.md outside the repository: cite schema/openapi.json or docs/' },
  { pattern: /(?:^|[^\w.])\.\.\/shared\//, reason: 'names ../shared/, outside the repository' },
  { pattern: /(?:^|[^\w.~$-])\/work\//, reason: 'names a path of one machine (/work/…)' },
];

/** Paths of one machine: wrong in comments and docs (tests may use such strings as data). */
const MACHINE_PATHS: Rule = {
  pattern: /(?:^|[^\w.~$-])\/(?:tmp|root|home\/[\w.-]+|Users\/[\w.-]+|var\/folders|private\/var)\//,
  reason: 'names a path of one machine (/tmp/, /root/, /home/…): say what it is, not where it was',
};

const DOC_FILE = /\.(?:md|mdx|txt)$/i;

/** The comment part of a line of code (`//`, `/* … *\/` blocks, `#`, SQL's `--`), or null when it has none. */
export function commentOf(line: string): string | null {
  const trimmed = line.trimStart();
  if (/^(?:\*|\/\*|#|--|<!--)/.test(trimmed)) return trimmed;
  const slashes = /(?:^|[^:/'"`\\])\/\/(?!\/)/.exec(line);
  if (slashes) return line.slice(slashes.index + slashes[0].length);
  const block = line.indexOf('/*');
  return block >= 0 ? line.slice(block) : null;
}

/** Every outside reference in one file's text (a doc is checked whole; code by the rules above). */
export function outsideReferences(path: string, text: string): OutsideReference[] {
  const found: OutsideReference[] = [];
  const isDoc = DOC_FILE.test(path);
  text.split('\n').forEach((line, index) => {
    const at = (reason: string) => found.push({ path, line: index + 1, text: line.trim().slice(0, 160), reason });
    for (const rule of OUTSIDE_DOCUMENTS) if (rule.pattern.test(line)) at(rule.reason);
    const checked = isDoc ? line : commentOf(line);
    if (checked !== null && MACHINE_PATHS.pattern.test(checked) && !found.some((f) => f.line === index + 1)) {
      at(MACHINE_PATHS.reason);
    }
  });
  return found;
}
